import { defineMessages, type MessageDescriptor } from 'react-intl';

/** Every user-facing string of @exchange/wallet. Ids `wallet.<component>.<key>`, English defaults. */
const descriptors = defineMessages({
  depositEntry: { id: 'wallet.depositEntry.label', defaultMessage: 'Deposit' },

  drawerTitle: { id: 'wallet.fundWalletDrawer.title', defaultMessage: 'Fund your wallet' },
  drawerDepositCrypto: { id: 'wallet.fundWalletDrawer.depositCrypto', defaultMessage: 'Deposit crypto' },
  drawerDepositCryptoHint: {
    id: 'wallet.fundWalletDrawer.depositCryptoHint',
    defaultMessage: 'Send USDT or other coins from another wallet',
  },
  drawerDepositCode: { id: 'wallet.fundWalletDrawer.depositCode', defaultMessage: 'Deposit with a code' },
  drawerDepositCodeHint: { id: 'wallet.fundWalletDrawer.depositCodeHint', defaultMessage: 'Redeem a code from another user' },
  drawerBuyWithCard: { id: 'wallet.fundWalletDrawer.buyWithCard', defaultMessage: 'Buy with card' },
  drawerBuyWithBank: { id: 'wallet.fundWalletDrawer.buyWithBank', defaultMessage: 'Buy with bank account' },
  drawerP2p: { id: 'wallet.fundWalletDrawer.p2p', defaultMessage: 'P2P trading' },
  drawerBuySellCrypto: { id: 'wallet.fundWalletDrawer.buySellCrypto', defaultMessage: 'Buy and sell crypto' },

  methodsTitle: { id: 'wallet.depositMethodModal.title', defaultMessage: 'Choose a deposit method' },
  methodsClose: { id: 'wallet.depositMethodModal.close', defaultMessage: 'Close' },
  methodsCrypto: { id: 'wallet.depositMethodModal.crypto', defaultMessage: 'Deposit crypto' },
  methodsOnChain: { id: 'wallet.depositMethodModal.onChain', defaultMessage: 'On-chain deposit' },
  methodsOnChainHint: { id: 'wallet.depositMethodModal.onChainHint', defaultMessage: 'Send crypto from another wallet or exchange' },
  methodsCode: { id: 'wallet.depositMethodModal.code', defaultMessage: 'Code deposit' },
  methodsCodeHint: { id: 'wallet.depositMethodModal.codeHint', defaultMessage: 'Redeem a deposit code from another user' },
  methodsOtherWays: { id: 'wallet.depositMethodModal.otherWays', defaultMessage: 'Other ways' },
  methodsP2p: { id: 'wallet.depositMethodModal.p2p', defaultMessage: 'P2P trading' },
  methodsP2pHint: { id: 'wallet.depositMethodModal.p2pHint', defaultMessage: 'Buy USDT from other users with {fiat}' },
  methodsCreditCard: { id: 'wallet.depositMethodModal.creditCard', defaultMessage: 'Credit card' },
  methodsCreditCardHint: { id: 'wallet.depositMethodModal.creditCardHint', defaultMessage: 'Buy crypto with a card in {fiat}' },
  methodsBankCard: { id: 'wallet.depositMethodModal.bankCard', defaultMessage: 'Bank card' },
  methodsBankCardHint: { id: 'wallet.depositMethodModal.bankCardHint', defaultMessage: 'Buy crypto from your bank account in {fiat}' },

  assetsTitle: { id: 'wallet.assetsOverview.title', defaultMessage: 'Total funds' },
  assetsEstimated: { id: 'wallet.assetsOverview.estimated', defaultMessage: 'Estimated value in USD' },
  assetsBtc: { id: 'wallet.assetsOverview.btc', defaultMessage: '≈ {amount} BTC' },
  assetsHide: { id: 'wallet.assetsOverview.hide', defaultMessage: 'Hide balances' },
  assetsLoading: { id: 'wallet.assetsOverview.loading', defaultMessage: 'Loading your funds…' },
  assetsEmpty: { id: 'wallet.assetsOverview.empty', defaultMessage: 'Your wallet is empty. Make a deposit to start trading.' },
  assetsDeposit: { id: 'wallet.assetsOverview.deposit', defaultMessage: 'Deposit' },
  assetsMethods: { id: 'wallet.assetsOverview.methods', defaultMessage: 'Deposit methods' },
  assetsWithdraw: { id: 'wallet.assetsOverview.withdraw', defaultMessage: 'Withdraw' },
  assetsLoggedOut: { id: 'wallet.assetsOverview.loggedOut', defaultMessage: 'Log in to see your assets.' },
  assetsLogin: { id: 'wallet.assetsOverview.login', defaultMessage: 'Log In' },

  balancesTitle: { id: 'wallet.accountBalances.title', defaultMessage: 'Balances by account' },
  balancesLoading: { id: 'wallet.accountBalances.loading', defaultMessage: 'Loading your balances…' },
  balancesSpot: { id: 'wallet.accountBalances.spot', defaultMessage: 'Spot' },
  balancesFutures: { id: 'wallet.accountBalances.futures', defaultMessage: 'Futures' },
  balancesMargin: { id: 'wallet.accountBalances.margin', defaultMessage: 'Margin' },
  balancesSubAccount: { id: 'wallet.accountBalances.subAccount', defaultMessage: 'Sub-account {name}' },
  balancesTransfer: { id: 'wallet.accountBalances.transfer', defaultMessage: 'Transfer' },
  balancesMasterTransfer: { id: 'wallet.accountBalances.masterTransfer', defaultMessage: 'Sub-account transfer' },
  balancesTransferred: { id: 'wallet.accountBalances.transferred', defaultMessage: 'Transferred {amount} {currency}.' },

  transferTitle: { id: 'wallet.transferDialog.title', defaultMessage: 'Transfer funds' },
  masterTransferTitle: { id: 'wallet.transferDialog.masterTitle', defaultMessage: 'Sub-account transfer' },
  transferClose: { id: 'wallet.transferDialog.close', defaultMessage: 'Close' },
});

export const messages: { readonly [K in keyof typeof descriptors]: MessageDescriptor } = descriptors;

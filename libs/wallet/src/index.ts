export { WalletLayer } from './lib/layer/wallet-layer-lazy';
export type { WalletLayerProps } from './lib/layer/wallet-layer';
export { AssetsOverview } from './lib/components/assets-overview/assets-overview';
export type { AssetsOverviewProps } from './lib/components/assets-overview/assets-overview';
export { useOpenDeposit, useOpenDepositMethods } from './lib/state/deposit-entry';
export { messages as walletMessages } from './lib/messages';

import * as account from './account';
import * as analytics from './analytics';
import * as auth from './auth';
import * as compliance from './compliance';
import * as content from './content';
import type { Endpoint, InputOf } from './define-endpoint';
import * as market from './market';
import * as marketing from './marketing';
import * as money from './money';
import * as site from './site';
import * as trading from './trading';
import * as wallet from './wallet';

/** Every call of specs 01, 02 and 03, declared once (decision 0200 has the table). */
export const ENDPOINTS = {
  userInfo: account.userInfo,
  totalFunds: account.totalFunds,
  kycStatus: account.kycStatus,
  vipTier: account.vipTier,
  userTier: account.userTier,
  fundPasswordFrequency: account.fundPasswordFrequency,
  fundPasswordFrequencySave: account.fundPasswordFrequencySave,
  subUserType: account.subUserType,
  userConfig: account.userConfig,
  login: account.login,
  logout: account.logout,
  signup: auth.signup,
  verifyEmail: auth.verifyEmail,
  forgotPassword: auth.forgotPassword,
  resetPassword: auth.resetPassword,
  totpSetup: auth.totpSetup,
  totpEnable: auth.totpEnable,
  totpDisable: auth.totpDisable,
  sessionList: auth.sessionList,
  sessionRevoke: auth.sessionRevoke,
  changePassword: auth.changePassword,
  passkeyRegisterOptions: auth.passkeyRegisterOptions,
  passkeyRegister: auth.passkeyRegister,
  passkeyList: auth.passkeyList,
  passkeyRename: auth.passkeyRename,
  passkeyRemove: auth.passkeyRemove,
  passkeyLoginOptions: auth.passkeyLoginOptions,
  passkeyLogin: auth.passkeyLogin,
  kycApplication: auth.kycApplication,
  kycSubmit: auth.kycSubmit,
  antiPhishing: auth.antiPhishing,
  antiPhishingSave: auth.antiPhishingSave,
  complianceCheck: compliance.complianceCheck,
  menuConfig: compliance.menuConfig,
  footerTips: compliance.footerTips,
  declarationStatus: compliance.declarationStatus,
  declarationSubmit: compliance.declarationSubmit,
  agreementStatus: compliance.agreementStatus,
  agreementSubmit: compliance.agreementSubmit,
  ipCheck: compliance.ipCheck,
  headerCommonData: site.headerCommonData,
  commonConfig: site.commonConfig,
  downloadLinks: site.downloadLinks,
  siteSettings: site.siteSettings,
  homeStats: site.homeStats,
  ogShow: site.ogShow,
  deviceId: site.deviceId,
  newbiePrizePop: marketing.newbiePrizePop,
  targetedPopupPlan: marketing.targetedPopupPlan,
  alphaUserPlans: marketing.alphaUserPlans,
  rebateUserInfo: marketing.rebateUserInfo,
  downloadTaskInfo: marketing.downloadTaskInfo,
  registerTaskInfo: marketing.registerTaskInfo,
  newbiePrizeGuide: marketing.newbiePrizeGuide,
  verifyInvite: marketing.verifyInvite,
  trendingStories: content.trendingStories,
  placeSpotOrder: trading.placeSpotOrder,
  spotOpenOrders: trading.spotOpenOrders,
  placeFuturesOrder: trading.placeFuturesOrder,
  futuresOpenOrders: trading.futuresOpenOrders,
  futuresPositions: trading.futuresPositions,
  cancelSpotOrder: trading.cancelSpotOrder,
  cancelFuturesOrder: trading.cancelFuturesOrder,
  setFuturesTpsl: trading.setFuturesTpsl,
  closeFuturesPosition: trading.closeFuturesPosition,
  reverseFuturesPosition: trading.reverseFuturesPosition,
  cancelAllSpotOrders: trading.cancelAllSpotOrders,
  spotOrderHistory: trading.spotOrderHistory,
  spotTrades: trading.spotTrades,
  cancelAllFuturesOrders: trading.cancelAllFuturesOrders,
  futuresOrderHistory: trading.futuresOrderHistory,
  futuresTrades: trading.futuresTrades,
  futuresFundingHistory: trading.futuresFundingHistory,
  futuresAccount: trading.futuresAccount,
  futuresSettings: trading.futuresSettings,
  setFuturesSettings: trading.setFuturesSettings,
  marketKlines: market.marketKlines,
  marketSymbols: market.marketSymbols,
  marketTickers: market.marketTickers,
  marketTimescaleMarks: market.marketTimescaleMarks,
  marketEvents: market.marketEvents,
  marketLiquidations: market.marketLiquidations,
  spotFills: market.spotFills,
  futuresFills: market.futuresFills,
  analyticsCollect: analytics.analyticsCollect,
  analyticsEvents: analytics.analyticsEvents,
  walletBalances: wallet.walletBalances,
  fundsTransfer: wallet.fundsTransfer,
  moneyCoins: money.moneyCoins,
  depositAddress: money.depositAddress,
  depositHistory: money.depositHistory,
  giftCodePreview: money.giftCodePreview,
  giftCodeRedeem: money.giftCodeRedeem,
  withdrawSecurity: money.withdrawSecurity,
  savedAddresses: money.savedAddresses,
  saveAddress: money.saveAddress,
  deleteAddress: money.deleteAddress,
  withdraw: money.withdraw,
  withdrawals: money.withdrawals,
  cancelWithdrawal: money.cancelWithdrawal,
  buyQuote: money.buyQuote,
  buyOrder: money.buyOrder,
  p2pOffers: money.p2pOffers,
  p2pOrder: money.p2pOrder,
} as const;

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;
/** What a caller passes to `client.call(name, input)`. */
export type EndpointInput<N extends EndpointName> = InputOf<Endpoints[N]['input']>;
/** What `client.call(name)` resolves to (the fallback has the same type). */
export type EndpointData<N extends EndpointName> = Endpoints[N]['fallback'];
/** Every endpoint, with its types erased, for iteration (handlers, docs, tests). */
export const ENDPOINT_LIST: readonly Endpoint[] = Object.values(ENDPOINTS);
export const ENDPOINT_NAMES = Object.keys(ENDPOINTS) as EndpointName[];

export const isEndpointName = (name: string): name is EndpointName => Object.prototype.hasOwnProperty.call(ENDPOINTS, name);

/**
 * Which domain file declares each call (decision 1950). This map is the list of every call of specs 01, 02 and 03
 * (decision 0200 has the table): `registry.ts` builds the eager ENDPOINTS from it for the server, the sandbox and the
 * tests, and the browser's client loads a domain's declarations (their zod schemas and fallbacks) only when the page
 * makes its first call of that domain, so no page ships all of them in its first load.
 */
import type * as account from './account';
import type * as accountCentre from './account-centre';
import type * as accountServices from './account-services';
import type * as analytics from './analytics';
import type * as auth from './auth';
import type * as compliance from './compliance';
import type * as content from './content';
import type * as contentHub from './content-hub';
import type * as copyTrading from './copy-trading';
import type { Endpoint } from './define-endpoint';
import type * as earn from './earn';
import type * as launch from './launch';
import type * as market from './market';
import type * as marketing from './marketing';
import type * as money from './money';
import type * as site from './site';
import type * as trading from './trading';
import type * as wallet from './wallet';

/** The domain files, by the name the map uses. */
export interface EndpointModules {
  account: typeof account;
  accountCentre: typeof accountCentre;
  accountServices: typeof accountServices;
  analytics: typeof analytics;
  auth: typeof auth;
  compliance: typeof compliance;
  content: typeof content;
  contentHub: typeof contentHub;
  copyTrading: typeof copyTrading;
  earn: typeof earn;
  launch: typeof launch;
  market: typeof market;
  marketing: typeof marketing;
  money: typeof money;
  site: typeof site;
  trading: typeof trading;
  wallet: typeof wallet;
}
export type EndpointDomain = keyof EndpointModules;

export const ENDPOINT_DOMAINS = {
  userInfo: 'account',
  totalFunds: 'account',
  kycStatus: 'account',
  vipTier: 'account',
  userTier: 'account',
  fundPasswordFrequency: 'account',
  fundPasswordFrequencySave: 'account',
  subUserType: 'account',
  userConfig: 'account',
  login: 'account',
  logout: 'account',
  signup: 'auth',
  verifyEmail: 'auth',
  forgotPassword: 'auth',
  resetPassword: 'auth',
  totpSetup: 'auth',
  totpEnable: 'auth',
  totpDisable: 'auth',
  sessionList: 'auth',
  sessionRevoke: 'auth',
  changePassword: 'auth',
  passkeyRegisterOptions: 'auth',
  passkeyRegister: 'auth',
  passkeyList: 'auth',
  passkeyRename: 'auth',
  passkeyRemove: 'auth',
  passkeyLoginOptions: 'auth',
  passkeyLogin: 'auth',
  kycApplication: 'auth',
  kycSubmit: 'auth',
  antiPhishing: 'auth',
  antiPhishingSave: 'auth',
  securityCodeSend: 'accountCentre',
  fundPasswordSet: 'accountCentre',
  fundPasswordChange: 'accountCentre',
  subAccountList: 'accountCentre',
  subAccountCreate: 'accountCentre',
  subAccountFreeze: 'accountCentre',
  complianceCheck: 'compliance',
  menuConfig: 'compliance',
  footerTips: 'compliance',
  declarationStatus: 'compliance',
  declarationSubmit: 'compliance',
  agreementStatus: 'compliance',
  agreementSubmit: 'compliance',
  ipCheck: 'compliance',
  headerCommonData: 'site',
  commonConfig: 'site',
  downloadLinks: 'site',
  siteSettings: 'site',
  homeStats: 'site',
  ogShow: 'site',
  deviceId: 'site',
  newbiePrizePop: 'marketing',
  targetedPopupPlan: 'marketing',
  alphaUserPlans: 'marketing',
  rebateUserInfo: 'marketing',
  downloadTaskInfo: 'marketing',
  registerTaskInfo: 'marketing',
  newbiePrizeGuide: 'marketing',
  verifyInvite: 'marketing',
  trendingStories: 'content',
  contentArticles: 'contentHub',
  contentArticle: 'contentHub',
  alphaTokens: 'contentHub',
  alphaOrder: 'contentHub',
  placeSpotOrder: 'trading',
  spotOpenOrders: 'trading',
  placeFuturesOrder: 'trading',
  futuresOpenOrders: 'trading',
  futuresPositions: 'trading',
  cancelSpotOrder: 'trading',
  cancelFuturesOrder: 'trading',
  setFuturesTpsl: 'trading',
  closeFuturesPosition: 'trading',
  reverseFuturesPosition: 'trading',
  cancelAllSpotOrders: 'trading',
  spotOrderHistory: 'trading',
  spotTrades: 'trading',
  cancelAllFuturesOrders: 'trading',
  futuresOrderHistory: 'trading',
  futuresTrades: 'trading',
  futuresFundingHistory: 'trading',
  futuresAccount: 'trading',
  futuresSettings: 'trading',
  setFuturesSettings: 'trading',
  marketKlines: 'market',
  marketSymbols: 'market',
  marketTickers: 'market',
  marketTimescaleMarks: 'market',
  marketEvents: 'market',
  marketLiquidations: 'market',
  spotFills: 'market',
  futuresFills: 'market',
  analyticsCollect: 'analytics',
  analyticsEvents: 'analytics',
  walletBalances: 'wallet',
  fundsTransfer: 'wallet',
  moneyCoins: 'money',
  depositAddress: 'money',
  depositHistory: 'money',
  giftCodePreview: 'money',
  giftCodeRedeem: 'money',
  withdrawSecurity: 'money',
  savedAddresses: 'money',
  saveAddress: 'money',
  deleteAddress: 'money',
  withdraw: 'money',
  withdrawals: 'money',
  cancelWithdrawal: 'money',
  buyQuote: 'money',
  buyOrder: 'money',
  p2pOffers: 'money',
  p2pOrder: 'money',
  convertCoins: 'earn',
  convertQuote: 'earn',
  convertAccept: 'earn',
  convertHistory: 'earn',
  earnProducts: 'earn',
  earnPositions: 'earn',
  earnSubscribe: 'earn',
  earnRedeem: 'earn',
  copyTraders: 'copyTrading',
  copyTrader: 'copyTrading',
  copyFollows: 'copyTrading',
  copyFollow: 'copyTrading',
  copyUnfollow: 'copyTrading',
  launchpools: 'launch',
  launchpoolStakes: 'launch',
  launchpoolStake: 'launch',
  launchpoolUnstake: 'launch',
  startupProjects: 'launch',
  startupCommit: 'launch',
  candyDrops: 'launch',
  candyDropJoin: 'launch',
  preMarketTokens: 'launch',
  strategyBots: 'launch',
  strategyBotCreate: 'launch',
  strategyBotStop: 'launch',
  // The account's service pages (decisions 1931–1935): tickets, notifications, fiat deposit, coupons.
  supportTickets: 'accountServices',
  supportTicket: 'accountServices',
  supportTicketCreate: 'accountServices',
  supportTicketReply: 'accountServices',
  supportTicketClose: 'accountServices',
  accountNotifications: 'accountServices',
  notificationsRead: 'accountServices',
  fiatDepositChannels: 'accountServices',
  fiatDepositCreate: 'accountServices',
  fiatDepositConfirm: 'accountServices',
  fiatDeposits: 'accountServices',
  coupons: 'accountServices',
  couponRedeem: 'accountServices',
} as const satisfies Record<string, EndpointDomain>;

export type EndpointDomains = typeof ENDPOINT_DOMAINS;
export type EndpointName = keyof EndpointDomains;
/** The declaration of a call, with its exact types, found in its domain file. */
export type EndpointOf<N extends EndpointName> = N extends keyof EndpointModules[EndpointDomains[N]]
  ? EndpointModules[EndpointDomains[N]][N]
  : never;

/** One dynamic import per domain file: the bundler makes each its own chunk. */
const LOADERS: { readonly [D in EndpointDomain]: () => Promise<EndpointModules[D]> } = {
  account: () => import('./account'),
  accountCentre: () => import('./account-centre'),
  accountServices: () => import('./account-services'),
  analytics: () => import('./analytics'),
  auth: () => import('./auth'),
  compliance: () => import('./compliance'),
  content: () => import('./content'),
  contentHub: () => import('./content-hub'),
  copyTrading: () => import('./copy-trading'),
  earn: () => import('./earn'),
  launch: () => import('./launch'),
  market: () => import('./market'),
  marketing: () => import('./marketing'),
  money: () => import('./money'),
  site: () => import('./site'),
  trading: () => import('./trading'),
  wallet: () => import('./wallet'),
};

const loaded = new Map<EndpointDomain, Promise<Record<string, unknown>>>();

/** The declaration of a call, loading its domain file the first time one of its calls is made. */
export const loadEndpoint = async (name: EndpointName): Promise<Endpoint> => {
  const domain = ENDPOINT_DOMAINS[name];
  let module = loaded.get(domain);
  if (module === undefined) {
    module = (LOADERS[domain] as () => Promise<Record<string, unknown>>)();
    loaded.set(domain, module);
    // A failed chunk load (offline, a new deploy) is tried again on the next call.
    module.catch(() => loaded.delete(domain));
  }
  return (await module)[name] as Endpoint;
};

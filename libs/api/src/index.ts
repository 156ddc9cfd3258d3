// Transport (spec 03 §7) and its rules
export { createTransport } from './lib/transport/create-transport';
export type { FetchLike, Transport } from './lib/transport/transport-types';
export { timeoutForKind } from './lib/rules/request-timeout';
export { CSRF_COOKIE, CSRF_RETRY_HEADER } from './lib/rules/csrf-token';
export { resolveEndpointPath } from './lib/rules/request-url';
export { COIN_ICON_PATH, IMAGE_DEFAULTS, coinIconImage, coinIconSrc, coinIconVersion } from './lib/rules/coin-icon';
export type { CoinIconImage } from './lib/rules/coin-icon';
// The client cache on spec 03 §9's IndexedDB database (decision 1861)
export {
  CLIENT_CACHE_FALLBACK_EVENT,
  SYMBOL_LIST_CACHE,
  browserClientCache,
  createClientCache,
  readCachedSymbols,
  writeCachedSymbols,
} from './lib/cache/client-cache';
export type { ClientCache } from './lib/cache/client-cache';
export { indexedDbStore, memoryStore } from './lib/cache/key-value-store';
export type { KeyValueStore } from './lib/cache/key-value-store';
export { CACHE_DATA_VERSION, INDEX_DATABASE } from './lib/rules/cache-entry';
// The chart's screenshot upload to the third-party charting host (spec 02 §2, decision 1860)
export {
  CHART_SNAPSHOT,
  CHART_SNAPSHOT_FAILED_EVENT,
  CHART_SNAPSHOT_FALLBACK,
  chartSnapshotResponseSchema,
  chartSnapshotUrl,
  checkChartSnapshotFile,
  uploadChartSnapshot,
} from './lib/third-party/chart-snapshot';
export type { ChartSnapshotFailure, ChartSnapshotFileVerdict, ChartSnapshotResponse } from './lib/third-party/chart-snapshot';
export type { FailureKind, WriteFailure } from './lib/rules/failure-policy';
export { writeFailureOf } from './lib/rules/failure-policy';
export { parseCookieHeader } from './lib/rules/cookies';
export { NICKNAME_COOKIE, UID_COOKIE, isLoggedInFromCookies } from './lib/rules/login-state';
export { stableStringify, swrKey } from './lib/rules/swr-key';
export { CURR_FIAT_COOKIE, CURR_FIAT_MAX_AGE_SECONDS, applyFiatChoice } from './lib/rules/fiat-choice';
export { checkOrderLimits, orderCost } from './lib/rules/order-limits';
export type { OrderCost, OrderDraft, OrderLimitRefusal, OrderLimits } from './lib/rules/order-limits';
export { FUND_PASSWORD_MAX, FUND_PASSWORD_MIN, fundPasswordVerdict } from './lib/rules/fund-password-strength';
export type { FundPasswordCheck, FundPasswordStrength, FundPasswordVerdict } from './lib/rules/fund-password-strength';
export {
  KYC_VERIFIED,
  isVerified,
  kycAbilities,
  kycLevel,
  kycLevelLabel,
  kycLevelOneOrAbove,
  kycTradeGate,
  kycUpgradePrompt,
  parseVerified,
  unfinishedKyc2,
} from './lib/rules/kyc-level';
export type { KycAbilities, KycUpgradePrompt, KycUpgradeTopic } from './lib/rules/kyc-level';
export type { KycLevel, KycVerifiedCode, VerifiedInput } from './lib/rules/kyc-level';
// Copy trading and launch products (issue 25, decision 1898): the follow limits and the launch window, for pages and sandbox
export {
  COPY_MAX_AMOUNT,
  COPY_MIN_AMOUNT,
  COPY_MIN_FIXED,
  COPY_RATIO_RANGE,
  COPY_STOP_LOSS_RANGE,
  checkCopyFollow,
  copyMinimum,
} from './lib/rules/copy-follow-limits';
export type { CopyFollowCheck, CopyFollowFacts, CopyFollowRefusal, CopyFollowRequest } from './lib/rules/copy-follow-limits';
export { launchPhase } from './lib/rules/launch-phase';
export type { LaunchPhase, LaunchWindow } from './lib/rules/launch-phase';

// Endpoints: every call declared once (decision 0200)
export type { Endpoint } from './lib/endpoints/define-endpoint';
export { ENDPOINTS, ENDPOINT_LIST, ENDPOINT_NAMES, isEndpointName } from './lib/endpoints/registry';
export type { EndpointInput, EndpointName, Endpoints } from './lib/endpoints/registry';
export { EMPTY_COMPLIANCE, IP_CHECK_PASS } from './lib/endpoints/compliance';
export { DEFAULT_HEADER_COMMON_DATA } from './lib/endpoints/site';
export { MARKET_INPUT_LIMITS } from './lib/endpoints/market';

// Realtime socket (issue 20, decisions 1800-1802): channels, messages, client, book, hooks
export { PRIVATE_CHANNELS, channels, isPrivateChannel, parseChannel } from './lib/realtime/channels';
export type { ParsedChannel, PrivateChannel } from './lib/realtime/channels';
export { REALTIME_MESSAGE_SCHEMAS, bookDeltaSchema, bookSnapshotSchema, clientOpSchema, publicTradeSchema } from './lib/schemas/realtime';
export type {
  BookLevel,
  ChannelMessage,
  ClientOp,
  PublicTrade,
  RealtimeBalance,
  RealtimeMessage,
  RealtimeMessageType,
} from './lib/schemas/realtime';
export {
  REALTIME_TIMING,
  RESTART_CLOSE_CODES,
  isClockJump,
  isSocketSilent,
  nextHostIndex,
  reconnectDelay,
} from './lib/rules/realtime-timing';
export { EMPTY_BOOK, applyBookDelta, applyBookSnapshot, bookLevels, isCrossed } from './lib/rules/order-book';
export type { BookSide, OrderBookState } from './lib/rules/order-book';
export { REALTIME_INVALID_EVENT, createRealtimeClient, parseRealtimeMessage, resolveSocketUrl } from './lib/realtime/realtime-client';
export type {
  ChannelHandlers,
  RealtimeClient,
  RealtimeClientOptions,
  RealtimeStatus,
  RealtimeTimers,
  SocketFactory,
  SocketLike,
} from './lib/realtime/realtime-client';
export { createFrameBatcher } from './lib/realtime/frame-batcher';
export type { FrameBatcher, FrameScheduler } from './lib/realtime/frame-batcher';
export {
  BOOK_DEPTH,
  balancesReducer,
  bookReducer,
  candleReducer,
  fillsReducer,
  futuresAccountReducer,
  futuresOrdersReducer,
  orderEventsReducer,
  ORDER_EVENTS_KEPT,
  positionsReducer,
  ordersReducer,
  tickersReducer,
  tradesReducer,
  viewOfBook,
} from './lib/realtime/channel-stores';
export type { ChannelReducer, OrderBookView, OrderEventsState } from './lib/realtime/channel-stores';
export {
  RealtimeProvider,
  useBalances,
  useChannel,
  useFills,
  useFuturesAccount,
  useFuturesOrders,
  useOrderBook,
  useOrderEvents,
  useOrders,
  usePositions,
  useRealtimeClient,
  useRealtimeStatus,
  useTicker,
  useTickers,
  useTrades,
} from './lib/realtime/realtime-provider';
export type { RealtimeProviderProps } from './lib/realtime/realtime-provider';

// Schemas and their types
export { amount, count, envelope, flag, label, list, num, text } from './lib/schemas/primitives';
export type {
  FundPasswordFrequencyValue,
  RebateUserInfo,
  Session,
  SubUserType,
  TotalFunds,
  UserInfo,
  UserTier,
  VipTier,
} from './lib/schemas/user';
export { MENU_BADGES } from './lib/schemas/site-settings';
export type { MenuBadge, SiteSettings } from './lib/schemas/site-settings';
export { NEWBIE_GUIDE_STEPS } from './lib/schemas/newbie-guide';
export type { NewbieGuide, NewbieGuideStep, NewbieGuideStepKey } from './lib/schemas/newbie-guide';
export type { OgShow } from './lib/schemas/og-show';
export { businessComplianceItemSchema, complianceCheckSchema } from './lib/schemas/compliance';
export type {
  AgreementStatus,
  BusinessComplianceItem,
  ComplianceCheck,
  ComplianceLimit,
  ComplianceTips,
  ComplianceToast,
  DeclarationStatus,
  IpCheck,
  KycToast,
  TextLink,
} from './lib/schemas/compliance';
export { DEFAULT_COIN_ICON_WHITELIST } from './lib/schemas/site-defaults';
export type { DownloadLinks, HeaderCommonData } from './lib/schemas/site';
export { INVITE_CODE_KEEPS_CHANNEL } from './lib/schemas/marketing';
export type {
  AlphaUserPlans,
  DownloadTaskInfo,
  InviteVerification,
  NewbiePrize,
  RegisterTaskInfo,
  TargetedPlan,
} from './lib/schemas/marketing';
export { MARGIN_MODES, ORDER_EVENT_KINDS, SPOT_ORDER_TYPES, TIME_IN_FORCE, TRADING_ERRORS } from './lib/schemas/trading-codes';
export type {
  FundingPayment,
  FuturesAccount,
  FuturesOrder,
  FuturesPosition,
  FuturesSettings,
  MarginMode,
  OrderEvent,
  OrderEventKind,
  SpotOrder,
  SpotOrderType,
  TimeInForce,
  TradingErrorCode,
  TradingErrorName,
} from './lib/schemas/trading';
export { TRADING_HISTORY_LIMIT } from './lib/endpoints/trading';
export { WALLET_ACCOUNTS } from './lib/schemas/wallet';
export type { FundsTransferResult, WalletAccountKind, WalletBalances } from './lib/schemas/wallet';
export { ADDRESS_KINDS, BUY_METHODS, DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from './lib/schemas/money';
export type {
  AddressKind,
  BuyMethod,
  BuyOrder,
  BuyQuote,
  CoinNetwork,
  DepositAddress,
  DepositHistory,
  DepositRecord,
  DepositStatus,
  GiftCodePreview,
  MoneyCoin,
  MoneyCoins,
  P2pOffer,
  P2pOffers,
  P2pOrder,
  SavedAddress,
  SavedAddresses,
  Withdrawal,
  WithdrawalStatus,
  Withdrawals,
  WithdrawSecurity,
} from './lib/schemas/money';
export type { AnalyticsEvent, ReceivedAnalyticsEvent } from './lib/schemas/analytics';
export type { TrendingStoryItem } from './lib/schemas/content';
export { ARTICLE_KINDS } from './lib/schemas/content-hub';
export type { AlphaOrder, AlphaToken, Article, ArticleKind, ArticleSummary } from './lib/schemas/content-hub';
export { MARKET_KINDS, MARKET_RESOLUTIONS } from './lib/schemas/market';
export type {
  KlineBar,
  MarketFill,
  MarketImportantEvent,
  MarketKind,
  MarketLiquidation,
  MarketResolution,
  MarketSymbol,
  MarketTicker,
  MarketTimescaleMark,
} from './lib/schemas/market';

export { COPY_MODES, COPY_SIZINGS, COPY_STATUSES } from './lib/schemas/copy-trading';
export type {
  CopyFollow,
  CopyFollows,
  CopyMode,
  CopySizing,
  CopyStatus,
  LeadFollower,
  LeadPosition,
  LeadTrader,
  LeadTraderDetail,
  LeadTraders,
} from './lib/schemas/copy-trading';
export { BOT_KINDS, PRE_MARKET_KINDS } from './lib/schemas/launch';
export type {
  BotKind,
  CandyDrop,
  CandyDrops,
  Launchpool,
  Launchpools,
  LaunchpoolStake,
  LaunchpoolStakes,
  PreMarketKind,
  PreMarketToken,
  PreMarketTokens,
  StartupProject,
  StartupProjects,
  StrategyBot,
  StrategyBots,
} from './lib/schemas/launch';

// Client
export { createExchangeClient } from './lib/client/exchange-client';
export type { ExchangeClient } from './lib/client/exchange-client';
export { RetryLaterError } from './lib/client/errors';
export type { ApiError, CallResult } from './lib/client/errors';
export { NO_SERVER_MESSAGE } from './lib/client/errors';
export { createServerExchangeClient } from './lib/client/server-client';
export { prefetchFallback } from './lib/client/prefetch';
export type { PrefetchRequest } from './lib/client/prefetch';

// SWR ("use client")
export { ExchangeClientProvider, useExchangeClient } from './lib/api/exchange-client-provider';
export { callEndpoint, callEndpointResult, useEndpoint } from './lib/api/use-endpoint';
export { useAgreementStatus } from './lib/api/agreement-status';
export { useSubmitAgreement } from './lib/api/agreement-submit';
export { useCancelFuturesOrder } from './lib/api/cancel-futures-order';
export { useCancelSpotOrder } from './lib/api/cancel-spot-order';
export { useCancelAllFuturesOrders } from './lib/api/cancel-all-futures-orders';
export { useCancelAllSpotOrders } from './lib/api/cancel-all-spot-orders';
export { useCloseFuturesPosition } from './lib/api/close-futures-position';
export { useComplianceCheck } from './lib/api/compliance-check';
export { useDeclarationStatus } from './lib/api/declaration-status';
export { useSubmitDeclaration } from './lib/api/declaration-submit';
export { useFooterTips } from './lib/api/footer-tips';
export { useSaveFundPasswordFrequency } from './lib/api/fund-password-frequency-save';
export { useFundPasswordFrequency } from './lib/api/fund-password-frequency';
export { useFuturesOpenOrders } from './lib/api/futures-open-orders';
export { useFuturesAccountInfo } from './lib/api/futures-account';
export { useFuturesFundingHistory } from './lib/api/futures-funding-history';
export { useFuturesOrderHistory } from './lib/api/futures-order-history';
export { useFuturesSettings } from './lib/api/futures-settings';
export { useFuturesTrades } from './lib/api/futures-trades';
export { useFuturesPositions } from './lib/api/futures-positions';
export { useCommonConfig } from './lib/api/common-config';
export { useDownloadLinks } from './lib/api/download-links';
export { useHeaderCommonData } from './lib/api/header-common-data';
export { useKycStatus } from './lib/api/kyc-status';
export {
  useChangePassword,
  useSessionList,
  useSessionRevoke,
  useAntiPhishing,
  useAntiPhishingSave,
  useKycApplication,
  useKycSubmit,
  usePasskeyList,
  usePasskeyRegister,
  usePasskeyRegisterOptions,
  usePasskeyRemove,
  usePasskeyRename,
  useTotpDisable,
  useTotpEnable,
  useTotpSetup,
} from './lib/api/account-security';
export {
  useFundPasswordChange,
  useFundPasswordSet,
  useSecurityCodeSend,
  useSubAccountCreate,
  useSubAccountFreeze,
  useSubAccountList,
} from './lib/api/account-centre';
export type { SecurityCodeAnswer, SubAccount, SubAccountList } from './lib/schemas/account-centre';
// The account's service pages (decisions 1931–1935): tickets, notifications, fiat deposit, coupons.
export {
  useAccountNotifications,
  useCouponRedeem,
  useCoupons,
  useFiatDepositChannels,
  useFiatDepositConfirm,
  useFiatDepositCreate,
  useFiatDeposits,
  useNotificationsRead,
  useSupportTicket,
  useSupportTicketClose,
  useSupportTicketCreate,
  useSupportTicketReply,
  useSupportTickets,
} from './lib/api/account-services';
export { TICKET_LIMITS } from './lib/endpoints/account-services';
export { COUPON_KINDS, FIAT_METHODS, NOTIFICATION_CATEGORIES, TICKET_CATEGORIES } from './lib/schemas/account-services';
export type {
  AccountNotification,
  Coupon,
  CouponKind,
  CouponList,
  FiatChannel,
  FiatChannels,
  FiatDeposit,
  FiatDepositList,
  FiatMethod,
  FiatMethodId,
  NotificationCategory,
  NotificationList,
  Ticket,
  TicketCategory,
  TicketList,
  TicketMessage,
  TicketStatus,
  TicketThread,
} from './lib/schemas/account-services';
export { useLogin, useSignup, useVerifyEmail } from './lib/api/login';
export { useLogout } from './lib/api/logout';
export { useNewbiePrizePop } from './lib/api/newbie-prize-pop';
export { usePlaceFuturesOrder } from './lib/api/place-futures-order';
export { usePlaceSpotOrder } from './lib/api/place-spot-order';
export { useReverseFuturesPosition } from './lib/api/reverse-futures-position';
export { useSetFuturesSettings } from './lib/api/set-futures-settings';
export { useSetFuturesTpsl } from './lib/api/set-futures-tpsl';
export { useSpotOrderHistory } from './lib/api/spot-order-history';
export { useSpotTrades } from './lib/api/spot-trades';
export { useSpotOpenOrders } from './lib/api/spot-open-orders';
export { useSubUserType } from './lib/api/sub-user-type';
export { useTotalFunds } from './lib/api/total-funds';
export { useWalletBalances } from './lib/api/wallet-balances';
export { useMoneyCoins } from './lib/api/money-coins';
export { useDepositAddress } from './lib/api/deposit-address';
export { useDepositHistory } from './lib/api/deposit-history';
export { useWithdrawSecurity } from './lib/api/withdraw-security';
export { useSavedAddresses } from './lib/api/saved-addresses';
export { useWithdrawals } from './lib/api/withdrawals';
export { useP2pOffers } from './lib/api/p2p-offers';
export { useCopyTraders } from './lib/api/copy-traders';
export { useCopyTrader } from './lib/api/copy-trader';
export { useCopyFollows } from './lib/api/copy-follows';
export { useLaunchpools } from './lib/api/launchpools';
export { useLaunchpoolStakes } from './lib/api/launchpool-stakes';
export { useStartupProjects } from './lib/api/startup-projects';
export { useCandyDrops } from './lib/api/candy-drops';
export { usePreMarketTokens } from './lib/api/pre-market-tokens';
export { useStrategyBots } from './lib/api/strategy-bots';
export {
  useCandyDropJoin,
  useCopyFollow,
  useCopyUnfollow,
  useLaunchpoolStake,
  useLaunchpoolUnstake,
  useStartupCommit,
  useStrategyBotCreate,
  useStrategyBotStop,
} from './lib/api/launch-writes';
export { useRedeemGiftCode } from './lib/api/gift-code-redeem';
export { useSaveAddress } from './lib/api/save-address';
export { useDeleteAddress } from './lib/api/delete-address';
export { useWithdraw } from './lib/api/withdraw';
export { useCancelWithdrawal } from './lib/api/cancel-withdrawal';
export { useBuyOrder } from './lib/api/buy-order';
export { useAlphaOrder } from './lib/api/alpha-order';
export { useBuyQuote } from './lib/api/buy-quote';
export { useP2pOrder } from './lib/api/p2p-order';
export { useUserConfig } from './lib/api/user-config';
export { useLoginUserInfo, useUserInfo } from './lib/api/user-info';
export { USER_INFO_SKIPPED_PATHS, shouldFetchUserInfo } from './lib/rules/should-fetch-user-info';
export { useVipTier } from './lib/api/vip-tier';

// Bar times of the chart resolutions (shared by the chart and the sandbox)
export { barOpenTime, isMarketResolution, nextBarTime, previousBarTime, resolutionMs } from './lib/rules/bar-time';
export type {
  AntiPhishing,
  KycApplication,
  PasskeyEntry,
  SessionEntry,
  SignupAnswer,
  TotpSetup,
  WebAuthnOptions,
} from './lib/schemas/auth';

// Convert and earn (issue 25, decisions 1894–1895): the calls' hooks, their types and the one earn arithmetic
export { useConvertAccept } from './lib/api/convert-accept';
export { useConvertCoins } from './lib/api/convert-coins';
export { useConvertHistory } from './lib/api/convert-history';
export { useConvertQuote } from './lib/api/convert-quote';
export { useEarnPositions } from './lib/api/earn-positions';
export { useEarnProducts } from './lib/api/earn-products';
export { useEarnRedeem } from './lib/api/earn-redeem';
export { useEarnSubscribe } from './lib/api/earn-subscribe';
export { EARN_KINDS } from './lib/schemas/earn';
export type {
  ConvertCoin,
  ConvertCoins,
  ConvertHistory,
  ConvertOrder,
  ConvertQuote,
  EarnKind,
  EarnPosition,
  EarnPositions,
  EarnProduct,
  EarnProducts,
  EarnRedemption,
} from './lib/schemas/earn';
export { EARN_DECIMALS, accrualMinutes, accruedInterest, earnMaturity, earnPayout, estimatedInterest } from './lib/rules/earn-interest';
export type { EarnHolding, EarnPayout } from './lib/rules/earn-interest';
export { EARN_CODES } from './lib/endpoints/earn';
export type { EarnRefusalCode } from './lib/endpoints/earn';

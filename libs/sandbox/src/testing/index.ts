export { personaCookieHeader } from './persona-cookies';
export { marketTickPath } from './market-tick';
export { SANDBOX_COINS, depositAddressOf, findNetwork } from '../lib/money/coins';
export {
  BOT_TEMPLATES,
  LEAD_TRADERS,
  botFromTemplate,
  candyDropsAt,
  launchpoolsAt,
  positionsOf,
  preMarketAt,
  startupsAt,
} from '../lib/launch/catalog';
// Decision 1933: the fiat deposit channels, so wallet stories show the numbers the running app shows.
export { channelsFor } from '../lib/account-services/fiat-channels';
// Decision 1934: the coupons every persona holds, so the coupon centre's stories show what the running app shows.
export { seededCoupons } from '../lib/account-services/services-state';

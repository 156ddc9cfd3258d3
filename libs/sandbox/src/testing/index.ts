export { personaCookieHeader } from './persona-cookies';
export { marketTickPath } from './market-tick';
export { SANDBOX_COINS, depositAddressOf, findNetwork } from '../lib/money/coins';

export { personaCookieHeader } from './persona-cookies';
export { marketTickPath } from './market-tick';

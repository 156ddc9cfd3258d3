export { personaCookieHeader } from './persona-cookies';

/**
 * How a field is recognised from its name (decision 0203). Names are compared after lower-casing and
 * dropping everything but letters and digits, so `fund_pass`, `fundPass` and `Fund-Pass` are one name.
 */
export type FieldClass =
  'secret' | 'phone' | 'email' | 'id-card' | 'bank-card' | 'ip' | 'tx-hash' | 'order-id' | 'wallet-address' | 'plain';

export const normaliseFieldName = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

const SECRET_EXACT = new Set([
  'pwd',
  'pin',
  'otp',
  'cookie',
  'cookies',
  'setcookie',
  'session',
  'sessionid',
  'sid',
  'apikey',
  'seed',
  'signature',
  'sign',
]);
const SECRET_PARTS = ['password', 'passwd', 'fundpass', 'tradepass', 'totp', 'token', 'secret', 'authorization', 'privatekey', 'mnemonic'];

const PHONE_EXACT = new Set(['tel', 'telephone', 'cellphone']);
const PHONE_PARTS = ['phone', 'mobile'];
const EMAIL_PARTS = ['email', 'mail'];
const ID_CARD_EXACT = new Set([
  'idcard',
  'idno',
  'idnumber',
  'identitycard',
  'identityno',
  'identitynumber',
  'nationalid',
  'passport',
  'passportno',
  'passportnumber',
  'ssn',
]);
const BANK_CARD_EXACT = new Set(['bankcard', 'bankcardno', 'cardno', 'cardnumber', 'bankaccount', 'bankaccountno', 'iban', 'pan']);
const IP_EXACT = new Set(['ip', 'ipaddress', 'clientip', 'userip', 'realip', 'xrealip', 'xforwardedfor', 'remoteaddr', 'remoteaddress']);
const TX_HASH_EXACT = new Set(['txid', 'txhash', 'tx', 'hash', 'transactionhash', 'transactionid']);
const ORDER_ID_SUFFIXES = ['orderid', 'orderno', 'ordernumber'];
const WALLET_EXACT = new Set(['addr', 'wallet', 'walletaddr']);

/** Classifies a field by its name; the first matching class in the order of the union wins. */
export const classifyField = (name: string): FieldClass => {
  const key = normaliseFieldName(name);
  if (key === '') return 'plain';
  if (SECRET_EXACT.has(key) || SECRET_PARTS.some((part) => key.includes(part))) return 'secret';
  if (PHONE_EXACT.has(key) || PHONE_PARTS.some((part) => key.includes(part))) return 'phone';
  if (EMAIL_PARTS.some((part) => key.includes(part))) return 'email';
  if (ID_CARD_EXACT.has(key)) return 'id-card';
  if (BANK_CARD_EXACT.has(key)) return 'bank-card';
  if (IP_EXACT.has(key)) return 'ip';
  if (TX_HASH_EXACT.has(key)) return 'tx-hash';
  if (ORDER_ID_SUFFIXES.some((suffix) => key.endsWith(suffix))) return 'order-id';
  if (WALLET_EXACT.has(key) || key.endsWith('address')) return 'wallet-address';
  return 'plain';
};

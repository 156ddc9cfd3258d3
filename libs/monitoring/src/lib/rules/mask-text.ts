import { classifyField } from './field-class';
import { passesLuhn } from './luhn';
import { SECRET_MASK, maskTxHash, maskWalletAddress } from './mask';

/** What hidden PII becomes (decision 0203): a typed marker, so a report still says what was there. */
export const PII_MARKERS = {
  phone: '[phone]',
  email: '[email]',
  'id-card': '[id-card]',
  'bank-card': '[bank-card]',
  ip: '[ip]',
} as const;

const NAME = '[A-Za-z0-9_.-]+';
/** `name=value` pairs in query strings, cookie headers and form bodies. */
const PAIR = new RegExp(`(^|[?&;,\\s])(${NAME})=([^&;,\\s]*)`, 'g');
/** `"name": "value"` or `"name": 123` inside a serialised JSON text. */
const JSON_PAIR = new RegExp(`("(${NAME})"\\s*:\\s*)("(?:[^"\\\\]|\\\\.)*"|-?\\d+(?:\\.\\d+)?|true|false)`, 'g');
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g;

const TX_HASH = /\b(?:0x)?[0-9a-fA-F]{64}\b/g;
const EVM_ADDRESS = /\b0x[0-9a-fA-F]{40}\b/g;
const BECH32_ADDRESS = /\bbc1[02-9ac-hj-np-z]{25,59}\b/g;
const TRON_ADDRESS = /\bT[1-9A-HJ-NP-Za-km-z]{33}\b/g;
const BASE58_ADDRESS = /\b[13][1-9A-HJ-NP-Za-km-z]{25,34}\b/g;

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const IPV4 = /(?<![\d.])(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?![\d.])/g;
/** Mainland China resident ID: region, birth date, sequence, check character. */
const ID_CARD = /(?<!\d)[1-9]\d{5}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx](?![\dA-Za-z])/g;
/** 15 to 19 digits, optionally grouped by single spaces or dashes; kept only when the Luhn check passes. */
const BANK_CARD = /(?<![\d-])\d(?:[ -]?\d){14,18}(?![\d-])/g;
const PHONE_INTERNATIONAL = /\+\d{1,3}[ -]?\(?\d{1,4}\)?(?:[ -]?\d){5,12}(?!\d)/g;
const PHONE_CN_MOBILE = /(?<!\d)1[3-9]\d{9}(?!\d)/g;
const PHONE_GROUPED = /(?<![\d-])\(?\d{3}\)?[ .-]\d{3}[ .-]\d{4}(?![\d-])/g;

const maskSecretPairs = (text: string): string =>
  text
    .replace(PAIR, (match, lead: string, name: string) => (classifyField(name) === 'secret' ? `${lead}${name}=${SECRET_MASK}` : match))
    .replace(JSON_PAIR, (match, head: string, name: string) => (classifyField(name) === 'secret' ? `${head}"${SECRET_MASK}"` : match))
    .replace(BEARER, (_match, scheme: string) => `${scheme} ${SECRET_MASK}`);

const maskChainValues = (text: string): string =>
  text
    .replace(TX_HASH, maskTxHash)
    .replace(EVM_ADDRESS, maskWalletAddress)
    .replace(BECH32_ADDRESS, maskWalletAddress)
    .replace(TRON_ADDRESS, maskWalletAddress)
    .replace(BASE58_ADDRESS, maskWalletAddress);

const maskPii = (text: string): string =>
  text
    .replace(EMAIL, PII_MARKERS.email)
    .replace(IPV4, PII_MARKERS.ip)
    .replace(ID_CARD, PII_MARKERS['id-card'])
    .replace(BANK_CARD, (match) => (passesLuhn(match.replace(/[ -]/g, '')) ? PII_MARKERS['bank-card'] : match))
    .replace(PHONE_INTERNATIONAL, PII_MARKERS.phone)
    .replace(PHONE_CN_MOBILE, PII_MARKERS.phone)
    .replace(PHONE_GROUPED, PII_MARKERS.phone);

/**
 * Masks sensitive things found by their shape inside free text (decision 0203): secret `name=value`
 * pairs and bearer tokens, transaction hashes (6+6), wallet addresses (8+8), then e-mail, IPv4,
 * ID card, bank card and phone patterns.
 */
export const maskText = (text: string): string => maskPii(maskChainValues(maskSecretPairs(text)));

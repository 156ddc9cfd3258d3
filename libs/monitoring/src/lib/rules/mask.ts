/**
 * Keeps `keepStart` characters at the start and `keepEnd` at the end and puts `****` between them.
 * Values too short to hide anything are returned as they are.
 */
export const maskMiddle = (value: string, keepStart: number, keepEnd: number): string =>
  value.length <= keepStart + keepEnd ? value : `${value.slice(0, keepStart)}****${value.slice(-keepEnd)}`;

/** The spec 03 §9 keep-lengths. */
export const WALLET_ADDRESS_KEEP = 8;
export const ORDER_ID_KEEP = 4;
export const TX_HASH_KEEP = 6;

/** What a secret-like field becomes. */
export const SECRET_MASK = '******';

export const maskWalletAddress = (value: string): string => maskMiddle(value, WALLET_ADDRESS_KEEP, WALLET_ADDRESS_KEEP);
export const maskOrderId = (value: string): string => maskMiddle(value, ORDER_ID_KEEP, ORDER_ID_KEEP);
export const maskTxHash = (value: string): string => maskMiddle(value, TX_HASH_KEEP, TX_HASH_KEEP);

import { microAppBase, microAppEntryUrl } from '@exchange/micro-app';

/**
 * The transfer micro-apps (decision 1121): one bundle on the static host (`<base>/transfer/entry.js`) registers
 * `funds-transfer` and `master-transfer`; this host was written against version 1.
 */
export const TRANSFER_BUNDLE = 'transfer';
export const FUNDS_TRANSFER_MICRO_APP = 'funds-transfer';
export const MASTER_TRANSFER_MICRO_APP = 'master-transfer';
export const TRANSFER_EXPECTED_VERSION = '1.0.0';
/** The bubbling DOM event the micro-apps dispatch on their element after a transfer succeeds. */
export const TRANSFERRED_EVENT = 'exchange:funds-transferred';

/** The entry on the static host: NEXT_PUBLIC_MICRO_APP_BASE (inlined at build), else the sandbox's path. */
export const transferEntryUrl = (): string => microAppEntryUrl(microAppBase(process.env['NEXT_PUBLIC_MICRO_APP_BASE']), TRANSFER_BUNDLE);

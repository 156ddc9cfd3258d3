// The bundle's entry (tools/scripts/build-micro-app.mjs): registers both transfer micro-apps for the host's loader
// (decision 1121: one bundle, `funds-transfer` and `master-transfer`).
import { register } from './lib/contract';
import { createTransferApp } from './lib/transfer-app';

declare const MICRO_APP_VERSION: string;

register(window, createTransferApp('funds', MICRO_APP_VERSION));
register(window, createTransferApp('master', MICRO_APP_VERSION));

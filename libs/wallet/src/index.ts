export { WalletLayer } from './lib/layer/wallet-layer';
export { isSnoozed } from './lib/rules/snooze';

export { AccountLayer } from './lib/layer/account-layer';
export { isSnoozed } from './lib/rules/snooze';

export { ContentLayer } from './lib/layer/content-layer';
export { isSnoozed } from './lib/rules/snooze';

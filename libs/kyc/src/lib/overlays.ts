import { defineOverlays } from '@exchange/ui';

/**
 * Every popup of the KYC domain and its place in the overlay queue, registered once (decision 1720): after the
 * compliance notices, before promotions. A new KYC popup is one entry here plus its component, which hands its
 * entry to the queue (`useQueuedDialog(KYC_OVERLAYS[...], wanted)`).
 */
export const KYC_OVERLAYS = defineOverlays({
  /** "Dear User": the risk guide or the upgrade notice (one dialog, the rule picks its kind; 02 §4). */
  'kyc-notice': { id: 'kyc-notice', band: 'prompt', rank: 0 },
});

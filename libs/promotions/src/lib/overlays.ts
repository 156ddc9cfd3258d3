import { defineOverlays } from '@exchange/ui';

/**
 * Every popup of the promotions domain and its place in the overlay queue, registered once (decision 1720): the
 * marketing band, after every compliance and KYC popup. The three share one rank, so between them the first to ask
 * goes first (they rarely meet: the new-user popup is for visitors, the VIP popup for logged-in users on the home
 * page, the app-download reward after a click). A new promotion popup is one entry here plus its component.
 */
export const PROMOTIONS_OVERLAYS = defineOverlays({
  /** 03 §4 new-user reward popup (visitors). */
  'new-user-reward-popup': { id: 'new-user-reward-popup', band: 'marketing', rank: 0 },
  /** 03 §4 VIP popup (targeted plan, logged-in users on the home page). */
  'vip-popup': { id: 'vip-popup', band: 'marketing', rank: 0 },
  /** 01 §9 app-download reward modal (opened from the promo cards). */
  'app-download-reward': { id: 'app-download-reward', band: 'marketing', rank: 0 },
});

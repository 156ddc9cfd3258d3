import type { ShareCard } from '../rules/share-image';

/** The message the app's web view listens for to draw and share the image itself (share-image v3, decision 1401). */
export const NATIVE_SHARE_MESSAGE = 'exchange:share-image-v3';

/** Hands the card and link to the native app (same-origin postMessage; the web view's bridge picks it up). */
export function requestNativeShare(card: ShareCard, link: string | null, target: Pick<Window, 'postMessage' | 'location'> = window): void {
  target.postMessage({ type: NATIVE_SHARE_MESSAGE, card, link }, target.location.origin);
}

import { OVERLAY_BANDS, type OverlayRegistration } from '../rules/pick-active-overlay';

/**
 * A domain's popups, registered once (excalidraw's `register({...})`, without its module-level list): each entry is
 * one popup's id, band and rank. The domain keeps the result in one file (`src/lib/overlays.ts`, beside
 * `messages.ts`); each dialog hands its registration to the queue (`useQueuedDialog(registration, wanted)`), so
 * nothing registers as a side effect of loading a module and nothing here names a domain (decision 1720).
 *
 * Throws on a malformed entry or an id used twice: the mistake surfaces when the file is first loaded (its spec).
 */
export function defineOverlays<const T extends Record<string, OverlayRegistration>>(overlays: T): { readonly [K in keyof T]: T[K] } {
  const ids = new Set<string>();
  for (const [key, overlay] of Object.entries(overlays)) {
    if (!overlay.id) throw new Error(`Overlay "${key}" has no id`);
    if (!OVERLAY_BANDS.includes(overlay.band)) throw new Error(`Overlay "${overlay.id}" has an unknown band "${String(overlay.band)}"`);
    if (!Number.isInteger(overlay.rank) || overlay.rank < 0) throw new Error(`Overlay "${overlay.id}" needs a non-negative integer rank`);
    if (ids.has(overlay.id)) throw new Error(`Overlay id "${overlay.id}" is registered twice`);
    ids.add(overlay.id);
  }
  return Object.freeze({ ...overlays });
}

/**
 * One more showing of a registered popup, with its own id (`<id>.<key>`) and the same place in the queue: a popup
 * that may open again in one page view after it was dismissed (each opening is a new queue entry).
 */
export function overlayInstance(overlay: OverlayRegistration, key: string | number): OverlayRegistration {
  return { id: `${overlay.id}.${key}`, band: overlay.band, rank: overlay.rank };
}

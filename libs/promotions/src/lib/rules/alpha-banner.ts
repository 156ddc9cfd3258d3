/** Spec 03 §9: a closed banner stays hidden for 24 hours. */
export const ALPHA_BANNER_CLOSED_MS = 24 * 60 * 60 * 1000;
/** Local-storage keys (decision 0511). */
export const ALPHA_BANNER_CLOSED_AT_KEY = 'alpha_banner_closed_at';
export const ALPHA_BANNER_LAST_INDEX_KEY = 'alpha_banner_last_index';

/** Alpha banner card (spec 03 §3). */
export interface AlphaBannerCard {
  id: number | string;
  title: string;
  url: string;
  img: string;
  img_v2?: string;
  sort?: number;
  plan_name?: string;
  data_type?: string | number;
}

export interface AlphaBannerVisibleInput {
  /** Raw stored close time (epoch ms), or null when never closed. */
  closedAt: string | null | undefined;
  now: number;
}

/** Visible unless the user closed it less than 24 hours ago; a malformed or future close time is ignored. */
export function alphaBannerVisible({ closedAt, now }: AlphaBannerVisibleInput): boolean {
  if (typeof closedAt !== 'string' || !/^\d{1,15}$/.test(closedAt.trim())) return true;
  const at = Number(closedAt.trim());
  if (at > now) return true;
  return now - at >= ALPHA_BANNER_CLOSED_MS;
}

export interface AlphaCardPick {
  card: AlphaBannerCard;
  index: number;
  /** The new stored value (a JSON map currency → last index) to write when the card is shown. */
  nextStored: string;
}

function parseIndexMap(raw: string | null | undefined): Record<string, number> {
  if (typeof raw !== 'string' || raw.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const out: Record<string, number> = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === 'number' && Number.isInteger(value) && value >= 0) out[key] = value;
    }
    return out;
  } catch {
    return {};
  }
}

const sortKey = (card: AlphaBannerCard) =>
  typeof card.sort === 'number' && Number.isFinite(card.sort) ? card.sort : Number.POSITIVE_INFINITY;

/** Cards in display order: ascending `sort`, cards without one last, server order on ties (decision 0511). */
export function orderAlphaCards(cards: readonly AlphaBannerCard[]): AlphaBannerCard[] {
  return cards
    .map((card, i) => ({ card, i }))
    .sort((a, b) => sortKey(a.card) - sortKey(b.card) || a.i - b.i)
    .map(({ card }) => card);
}

/**
 * Round-robin per currency (spec 03 §4): the card after the one last shown for this currency.
 * The stored value is a JSON map from currency to last index; a malformed value starts over at the first card.
 */
export function nextAlphaCard(
  cards: readonly AlphaBannerCard[] | null | undefined,
  lastIndexRaw: string | null | undefined,
  currency: string | null | undefined,
): AlphaCardPick | null {
  if (!Array.isArray(cards) || cards.length === 0) return null;
  const ordered = orderAlphaCards(cards);
  const key = (currency ?? '').trim().toUpperCase() || '*';
  const map = parseIndexMap(lastIndexRaw);
  const last = map[key];
  const index = last === undefined ? 0 : (last + 1) % ordered.length;
  const card = ordered[index];
  if (!card) return null;
  return { card, index, nextStored: JSON.stringify({ ...map, [key]: index }) };
}

/** Spec 03 §9: a second alpha banner fetch within 1 s of the last one is not sent (the duplicate-fetch guard). */
export const ALPHA_BANNER_FETCH_GUARD_MS = 1000;
/** Spec 03 §9: a banner counts as seen (exposure) once it has been on screen for 1 s. */
export const PROMOTION_EXPOSURE_DELAY_MS = 1000;

/**
 * The duplicate-fetch guard (spec 03 §9): fetch unless the last fetch started less than 1 s ago. A missing,
 * malformed or future start time never blocks.
 */
export function alphaFetchAllowed({ lastFetchAt, now }: { lastFetchAt: number | null | undefined; now: number }): boolean {
  if (typeof lastFetchAt !== 'number' || !Number.isFinite(lastFetchAt) || lastFetchAt > now) return true;
  return now - lastFetchAt >= ALPHA_BANNER_FETCH_GUARD_MS;
}

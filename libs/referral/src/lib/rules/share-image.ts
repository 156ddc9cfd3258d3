/** Spec 03 §9 "Image capture timeout / scale": 10000 ms, 2; spec 03 §5 "Share image rendering times out after 10 seconds". */
export const SHARE_IMAGE_TIMEOUT_MS = 10000;
export const SHARE_IMAGE_SCALE = 2;

/** The card's size in CSS pixels; the canvas is this times the scale. */
export const SHARE_CARD_WIDTH = 360;
export const SHARE_CARD_HEIGHT = 480;

/** What a share image shows (a referral invite or a futures position), already translated and formatted. */
export interface ShareCard {
  kind: 'referral' | 'position';
  /** The site's name, top of the card. */
  brand: string;
  title: string;
  /** The big line: the referral code, or a position's return. */
  highlight: string;
  /** Colour of the highlight: a position's profit or loss; neutral for a referral. */
  tone: 'neutral' | 'up' | 'down';
  /** Up to four label/value rows under the highlight (more are dropped). */
  rows: readonly { label: string; value: string }[];
  /** The last line: the invite link or the page address. */
  footer: string;
}

export type ShareTextRole = 'brand' | 'title' | 'highlight' | 'label' | 'value' | 'footer';

export interface ShareTextOp {
  role: ShareTextRole;
  text: string;
  x: number;
  y: number;
  align: 'left' | 'right' | 'center';
  size: number;
  weight: 400 | 600 | 700;
}

export interface ShareCardLayout {
  width: number;
  height: number;
  direction: 'ltr' | 'rtl';
  texts: ShareTextOp[];
}

const PAD = 24;
const MAX_ROWS = 4;
/** Characters per role before an ellipsis (the card is narrow; a hostile server string must not overflow it). */
export const SHARE_TEXT_LIMITS: Readonly<Record<ShareTextRole, number>> = {
  brand: 24,
  title: 32,
  highlight: 16,
  label: 18,
  value: 18,
  footer: 48,
};

/** One line, control characters removed, cut with an ellipsis at the role's limit. */
export function fitShareText(text: string, role: ShareTextRole): string {
  const clean = String(text ?? '')
    .split('')
    .map((c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 ? ' ' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...clean];
  const limit = SHARE_TEXT_LIMITS[role];
  return chars.length > limit ? `${chars.slice(0, limit - 1).join('')}…` : clean;
}

/**
 * Where each text of a share card goes (CSS pixels, before the scale): brand, title, highlight, up to four
 * label/value rows, footer. In a right-to-left language the start and end sides swap.
 */
export function shareCardLayout(card: ShareCard, direction: 'ltr' | 'rtl' = 'ltr'): ShareCardLayout {
  const start = direction === 'rtl' ? SHARE_CARD_WIDTH - PAD : PAD;
  const end = direction === 'rtl' ? PAD : SHARE_CARD_WIDTH - PAD;
  const startAlign = direction === 'rtl' ? 'right' : 'left';
  const endAlign = direction === 'rtl' ? 'left' : 'right';
  const texts: ShareTextOp[] = [
    { role: 'brand', text: fitShareText(card.brand, 'brand'), x: start, y: 48, align: startAlign, size: 16, weight: 700 },
    { role: 'title', text: fitShareText(card.title, 'title'), x: start, y: 120, align: startAlign, size: 20, weight: 600 },
    { role: 'highlight', text: fitShareText(card.highlight, 'highlight'), x: start, y: 184, align: startAlign, size: 40, weight: 700 },
  ];
  card.rows.slice(0, MAX_ROWS).forEach((row, i) => {
    const y = 248 + i * 36;
    texts.push({ role: 'label', text: fitShareText(row.label, 'label'), x: start, y, align: startAlign, size: 14, weight: 400 });
    texts.push({ role: 'value', text: fitShareText(row.value, 'value'), x: end, y, align: endAlign, size: 14, weight: 600 });
  });
  texts.push({
    role: 'footer',
    text: fitShareText(card.footer, 'footer'),
    x: SHARE_CARD_WIDTH / 2,
    y: SHARE_CARD_HEIGHT - 32,
    align: 'center',
    size: 12,
    weight: 400,
  });
  return { width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT, direction, texts };
}

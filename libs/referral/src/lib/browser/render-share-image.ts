import { SHARE_IMAGE_SCALE, SHARE_IMAGE_TIMEOUT_MS, type ShareCard, type ShareCardLayout, type ShareTextRole } from '../rules/share-image';

/** Why a share image could not be made (the modal shows one clear failure state for both). */
export class ShareImageError extends Error {
  constructor(readonly reason: 'timeout' | 'unavailable') {
    super(reason === 'timeout' ? 'Share image timed out' : 'Share image could not be drawn');
    this.name = 'ShareImageError';
  }
}

export interface ShareImageTimers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}

const realTimers: ShareImageTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

/** Resolves with `work`, or rejects with a timeout ShareImageError after `ms` (spec 03 §5: 10 s). */
export function withShareTimeout<T>(
  work: Promise<T>,
  ms: number = SHARE_IMAGE_TIMEOUT_MS,
  timers: ShareImageTimers = realTimers,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const id = timers.setTimeout(() => reject(new ShareImageError('timeout')), ms);
    work.then(
      (value) => {
        timers.clearTimeout(id);
        resolve(value);
      },
      (error: unknown) => {
        timers.clearTimeout(id);
        reject(error instanceof ShareImageError ? error : new ShareImageError('unavailable'));
      },
    );
  });
}

const COLORS: Readonly<Record<ShareTextRole, string>> = {
  brand: '#ffffff',
  title: '#ffffff',
  highlight: '#ffffff',
  label: '#c7d2fe',
  value: '#ffffff',
  footer: '#e0e7ff',
};
const TONE = { neutral: '#ffffff', up: '#4ade80', down: '#f87171' } as const;

/**
 * Draws a share card on a canvas at `scale` (spec 03 §9: 2) with the Canvas API (no capture library is installed,
 * decision 1401) and hands back a PNG. Rejects with ShareImageError when the browser has no 2D canvas or gives no
 * image; never throws synchronously.
 */
export function drawShareImage(
  card: Pick<ShareCard, 'tone'>,
  layout: ShareCardLayout,
  scale: number = SHARE_IMAGE_SCALE,
  createCanvas: () => HTMLCanvasElement = () => document.createElement('canvas'),
): Promise<Blob> {
  return new Promise<Blob>((resolve, reject) => {
    try {
      const canvas = createCanvas();
      canvas.width = layout.width * scale;
      canvas.height = layout.height * scale;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new ShareImageError('unavailable');
      ctx.scale(scale, scale);
      const gradient = ctx.createLinearGradient(0, 0, layout.width, layout.height);
      gradient.addColorStop(0, '#1e3a8a');
      gradient.addColorStop(1, '#4338ca');
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, layout.width, layout.height);
      ctx.direction = layout.direction;
      ctx.textBaseline = 'alphabetic';
      for (const text of layout.texts) {
        ctx.font = `${text.weight} ${text.size}px system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Arabic", sans-serif`;
        ctx.textAlign = text.align;
        ctx.fillStyle = text.role === 'highlight' ? TONE[card.tone] : COLORS[text.role];
        ctx.fillText(text.text, text.x, text.y, layout.width - 48);
      }
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new ShareImageError('unavailable'))), 'image/png');
    } catch (error) {
      reject(error instanceof ShareImageError ? error : new ShareImageError('unavailable'));
    }
  });
}

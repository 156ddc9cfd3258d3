import { shareCardLayout, type ShareCard } from '../rules/share-image';
import { ShareImageError, drawShareImage, withShareTimeout, type ShareImageTimers } from './render-share-image';

const card: ShareCard = {
  kind: 'referral',
  brand: 'Exchange',
  title: 'Join me',
  highlight: 'PARTNER88',
  tone: 'neutral',
  rows: [],
  footer: 'https://www.exchange.test/signup?ref=PARTNER88',
};

function manualTimers() {
  const pending = new Map<number, () => void>();
  let next = 1;
  const timers: ShareImageTimers = {
    setTimeout: (fn, ms) => {
      expect(ms).toBe(10000);
      pending.set(next, fn);
      return next++;
    },
    clearTimeout: (id) => pending.delete(id as number),
  };
  return { timers, fire: () => [...pending.values()].forEach((fn) => fn()), pending };
}

describe('withShareTimeout (spec 03 §5: 10 s)', () => {
  it('resolves with the image and clears its timer', async () => {
    const { timers, pending } = manualTimers();
    await expect(withShareTimeout(Promise.resolve('png'), undefined, timers)).resolves.toBe('png');
    expect(pending.size).toBe(0);
  });

  it('rejects with a timeout after 10 s when the drawing never finishes', async () => {
    const { timers, fire } = manualTimers();
    const result = withShareTimeout(new Promise<never>(() => undefined), undefined, timers);
    fire();
    await expect(result).rejects.toMatchObject({ reason: 'timeout' });
  });

  it('turns any other failure into "unavailable"', async () => {
    const { timers } = manualTimers();
    await expect(withShareTimeout(Promise.reject(new TypeError('boom')), undefined, timers)).rejects.toEqual(
      new ShareImageError('unavailable'),
    );
  });
});

describe('drawShareImage', () => {
  const layout = shareCardLayout(card);

  it('draws every text on a canvas twice the card size and resolves with a PNG', async () => {
    const calls: string[] = [];
    const ctx = {
      scale: (x: number, y: number) => calls.push(`scale ${x},${y}`),
      createLinearGradient: () => ({ addColorStop: () => undefined }),
      fillRect: () => undefined,
      fillText: (text: string) => calls.push(`text ${text}`),
    } as unknown as CanvasRenderingContext2D;
    const canvas = {
      width: 0,
      height: 0,
      getContext: () => ctx,
      toBlob: (cb: (b: Blob | null) => void, type: string) => cb(new Blob(['x'], { type })),
    };
    const blob = await drawShareImage(card, layout, 2, () => canvas as unknown as HTMLCanvasElement);
    expect(blob.type).toBe('image/png');
    expect([canvas.width, canvas.height]).toEqual([720, 960]);
    expect(calls).toEqual(['scale 2,2', ...layout.texts.map((t) => `text ${t.text}`)]);
  });

  it('rejects as unavailable without a 2D context, without an image, or when drawing throws', async () => {
    const noContext = { getContext: () => null } as unknown as HTMLCanvasElement;
    await expect(drawShareImage(card, layout, 2, () => noContext)).rejects.toMatchObject({ reason: 'unavailable' });
    const ctx = {
      scale: () => undefined,
      createLinearGradient: () => ({ addColorStop: () => undefined }),
      fillRect: () => undefined,
      fillText: () => undefined,
    };
    const noBlob = { getContext: () => ctx, toBlob: (cb: (b: Blob | null) => void) => cb(null) } as unknown as HTMLCanvasElement;
    await expect(drawShareImage(card, layout, 2, () => noBlob)).rejects.toMatchObject({ reason: 'unavailable' });
    const throwing = () => {
      throw new Error('tainted');
    };
    await expect(drawShareImage(card, layout, 2, throwing)).rejects.toMatchObject({ reason: 'unavailable' });
  });
});

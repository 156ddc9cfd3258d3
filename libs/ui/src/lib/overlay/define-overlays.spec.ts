import type { OverlayRegistration } from '../rules/pick-active-overlay';
import { defineOverlays, overlayInstance } from './define-overlays';

describe('defineOverlays', () => {
  it('returns the registrations as declared, frozen', () => {
    const overlays = defineOverlays({
      first: { id: 'demo.first', band: 'consent', rank: 0 },
      second: { id: 'demo.second', band: 'marketing', rank: 2 },
    });
    expect(overlays.first).toEqual({ id: 'demo.first', band: 'consent', rank: 0 });
    expect(overlays.second.rank).toBe(2);
    expect(Object.isFrozen(overlays)).toBe(true);
  });

  it.each<[string, Record<string, OverlayRegistration>, string]>([
    [
      'an id used twice',
      { a: { id: 'x', band: 'notice', rank: 0 }, b: { id: 'x', band: 'notice', rank: 1 } },
      'Overlay id "x" is registered twice',
    ],
    ['an empty id', { a: { id: '', band: 'notice', rank: 0 } }, 'Overlay "a" has no id'],
    ['an unknown band', { a: { id: 'x', band: 'urgent' as never, rank: 0 } }, 'unknown band "urgent"'],
    ['a negative rank', { a: { id: 'x', band: 'notice', rank: -1 } }, 'non-negative integer rank'],
    ['a fractional rank', { a: { id: 'x', band: 'notice', rank: 0.5 } }, 'non-negative integer rank'],
  ])('throws on %s', (_name, overlays, message) => {
    expect(() => defineOverlays(overlays)).toThrow(message);
  });
});

describe('overlayInstance', () => {
  it('keeps the place in the queue under its own id', () => {
    expect(overlayInstance({ id: 'demo.tip', band: 'notice', rank: 4 }, 2)).toEqual({ id: 'demo.tip.2', band: 'notice', rank: 4 });
  });
});

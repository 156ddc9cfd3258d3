import { compareOverlays } from '@exchange/ui';
import { PROMOTIONS_OVERLAYS } from './overlays';

describe('PROMOTIONS_OVERLAYS', () => {
  it.each(['new-user-reward-popup', 'vip-popup', 'app-download-reward'] as const)(
    '%s: marketing band, rank 0 (the former promotion priority 60, shared)',
    (key) => {
      expect(PROMOTIONS_OVERLAYS[key]).toEqual({ id: key, band: 'marketing', rank: 0 });
    },
  );

  it('the three tie: the first to ask goes first, as with the former equal priorities', () => {
    const { 'new-user-reward-popup': a, 'vip-popup': b, 'app-download-reward': c } = PROMOTIONS_OVERLAYS;
    expect([compareOverlays(a, b), compareOverlays(b, c), compareOverlays(a, c)]).toEqual([0, 0, 0]);
  });

  it('go after a KYC prompt (the former priority 50)', () => {
    for (const overlay of Object.values(PROMOTIONS_OVERLAYS))
      expect(compareOverlays(overlay, { id: 'kyc', band: 'prompt', rank: 0 })).toBeGreaterThan(0);
  });
});

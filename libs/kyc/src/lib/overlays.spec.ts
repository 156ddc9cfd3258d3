import { compareOverlays } from '@exchange/ui';
import { KYC_OVERLAYS } from './overlays';

describe('KYC_OVERLAYS', () => {
  it.each([['kyc-notice', { id: 'kyc-notice', band: 'prompt', rank: 0 }]] as const)('%s is registered as %o', (key, registration) => {
    expect(KYC_OVERLAYS[key]).toEqual(registration);
  });

  it.each([
    ['a notice (the former compliance band, 40)', { id: 'notice', band: 'notice', rank: 14 } as const, 1],
    ['a marketing popup (the former promotion band, 60)', { id: 'promo', band: 'marketing', rank: 0 } as const, -1],
  ])('the KYC notice (former priority 50) against %s', (_name, other, sign) => {
    expect(Math.sign(compareOverlays(KYC_OVERLAYS['kyc-notice'], other))).toBe(sign);
  });
});

import { OVERLAY_PRIORITY, pickActiveOverlay, type OverlayRequest } from './pick-active-overlay';

const req = (id: string, priority: number, order: number): OverlayRequest => ({ id, priority, order });

describe('pickActiveOverlay', () => {
  it.each<[string, OverlayRequest[], string[], string | null]>([
    ['nothing requested', [], [], null],
    ['single request', [req('uk', OVERLAY_PRIORITY.compliance, 1)], [], 'uk'],
    [
      'blocking compliance beats KYC and promotions',
      [req('promo', OVERLAY_PRIORITY.promotion, 1), req('kyc', OVERLAY_PRIORITY.kyc, 2), req('detect', OVERLAY_PRIORITY.ipDetection, 3)],
      [],
      'detect',
    ],
    [
      'agreement before declaration',
      [req('decl', OVERLAY_PRIORITY.declaration, 1), req('agree', OVERLAY_PRIORITY.agreement, 2)],
      [],
      'agree',
    ],
    ['ties: first registered wins', [req('a', 40, 2), req('b', 40, 1)], [], 'b'],
    ['a dismissed modal makes room for the next', [req('agree', 20, 1), req('kyc', 50, 2)], ['agree'], 'kyc'],
    ['all dismissed', [req('agree', 20, 1)], ['agree'], null],
  ])('%s', (_name, requests, dismissed, expected) => {
    expect(pickActiveOverlay(requests, new Set(dismissed))).toBe(expected);
  });
});

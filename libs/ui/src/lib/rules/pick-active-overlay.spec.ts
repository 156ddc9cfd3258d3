import { compareOverlays, pickActiveOverlay, type OverlayBand, type OverlayRequest } from './pick-active-overlay';

const req = (id: string, band: OverlayBand, rank: number, order: number): OverlayRequest => ({ id, band, rank, order });

describe('pickActiveOverlay', () => {
  it.each<[string, OverlayRequest[], string[], string | null]>([
    ['nothing requested', [], [], null],
    ['single request', [req('uk', 'notice', 3, 1)], [], 'uk'],
    [
      'a blocking overlay beats prompts and marketing',
      [req('promo', 'marketing', 0, 1), req('kyc', 'prompt', 0, 2), req('detect', 'blocking', 0, 3)],
      [],
      'detect',
    ],
    ['consent before notices', [req('notice', 'notice', 0, 1), req('agree', 'consent', 0, 2)], [], 'agree'],
    ['inside a band the lower rank wins', [req('decl', 'consent', 1, 1), req('agree', 'consent', 0, 2)], [], 'agree'],
    ['a band beats any rank of a later band', [req('late', 'prompt', 0, 1), req('notice', 'notice', 99, 2)], [], 'notice'],
    ['ties: first requested wins', [req('a', 'marketing', 0, 2), req('b', 'marketing', 0, 1)], [], 'b'],
    ['a dismissed modal makes room for the next', [req('agree', 'consent', 0, 1), req('kyc', 'prompt', 0, 2)], ['agree'], 'kyc'],
    ['all dismissed', [req('agree', 'consent', 0, 1)], ['agree'], null],
  ])('%s', (_name, requests, dismissed, expected) => {
    expect(pickActiveOverlay(requests, new Set(dismissed))).toBe(expected);
  });
});

describe('compareOverlays', () => {
  const o = (band: OverlayBand, rank: number) => ({ id: `${band}.${rank}`, band, rank });
  it.each<[string, ReturnType<typeof o>, ReturnType<typeof o>, -1 | 0 | 1]>([
    ['blocking before consent', o('blocking', 5), o('consent', 0), -1],
    ['consent before notice', o('consent', 1), o('notice', 0), -1],
    ['notice before prompt', o('notice', 14), o('prompt', 0), -1],
    ['prompt before marketing', o('prompt', 0), o('marketing', 0), -1],
    ['rank inside a band', o('notice', 2), o('notice', 1), 1],
    ['same band and rank: a tie', o('marketing', 0), o('marketing', 0), 0],
  ])('%s', (_name, a, b, sign) => {
    expect(Math.sign(compareOverlays(a, b))).toBe(sign);
  });
});

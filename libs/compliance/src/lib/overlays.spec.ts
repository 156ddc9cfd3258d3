import { compareOverlays, type OverlayBand } from '@exchange/ui';
import { COMPLIANCE_OVERLAYS } from './overlays';
import type { ComplianceOverlayKind } from './rules/decide-compliance-overlays';

type Key = keyof typeof COMPLIANCE_OVERLAYS;

/**
 * Decision 0303's order, first shown first, with the priority each popup had in the former table
 * (`OVERLAY_PRIORITY` bands, notices at 40 + rank/100). Ties (equal numbers) are broken by the first request.
 */
const ORDER: readonly [Key, OverlayBand, number, number][] = [
  ['ip-detection', 'blocking', 0, 10],
  ['ip-vpn-tip', 'blocking', 1, 11],
  ['ip-upgrade', 'blocking', 1, 11],
  ['user-agreement', 'consent', 0, 20],
  ['turkey-declaration', 'consent', 1, 30],
  ['eu-upcoming-feature', 'notice', 0, 40],
  ['prohibited-countries', 'notice', 1, 40.01],
  ['uk-modal', 'notice', 2, 40.02],
  ['uk-notice', 'notice', 3, 40.03],
  ['region-switch', 'notice', 4, 40.04],
  ['restricted-location', 'notice', 5, 40.05],
  ['account-conflict', 'notice', 6, 40.06],
  ['only-withdraw', 'notice', 7, 40.07],
  ['ip-limit', 'notice', 8, 40.08],
  ['hk-dialog', 'notice', 9, 40.09],
  ['uzbekistan-dialog', 'notice', 10, 40.1],
  ['brazil-toast', 'notice', 11, 40.11],
  ['ltw-toast', 'notice', 12, 40.12],
  ['cooling-down', 'notice', 13, 40.13],
  ['compliance-tips', 'notice', 14, 40.14],
];

describe('COMPLIANCE_OVERLAYS (decision 0303)', () => {
  it.each(ORDER)('%s: id compliance.%s, band %s, rank %i', (key, band, rank) => {
    expect(COMPLIANCE_OVERLAYS[key]).toEqual({ id: `compliance.${key}`, band, rank });
  });

  it('registers every popup of the table and no other', () => {
    expect(Object.keys(COMPLIANCE_OVERLAYS).sort()).toEqual(ORDER.map(([key]) => key).sort());
  });

  it('orders every pair as the former priority numbers did (ties included)', () => {
    for (const [a, , , pa] of ORDER)
      for (const [b, , , pb] of ORDER)
        expect([a, b, Math.sign(compareOverlays(COMPLIANCE_OVERLAYS[a], COMPLIANCE_OVERLAYS[b]))]).toEqual([a, b, Math.sign(pa - pb)]);
  });

  it('has a registration for every notice kind the rule decides', () => {
    const kinds: Record<ComplianceOverlayKind, true> = {
      'prohibited-countries': true,
      'uk-modal': true,
      'uk-notice': true,
      'region-switch': true,
      'restricted-location': true,
      'account-conflict': true,
      'only-withdraw': true,
      'ip-limit': true,
      'hk-dialog': true,
      'uzbekistan-dialog': true,
      'brazil-toast': true,
      'ltw-toast': true,
      'cooling-down': true,
    };
    for (const kind of Object.keys(kinds) as ComplianceOverlayKind[]) expect(COMPLIANCE_OVERLAYS[kind].band).toBe('notice');
  });
});

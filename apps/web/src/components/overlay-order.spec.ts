import { COMPLIANCE_OVERLAYS } from '@exchange/compliance';
import { KYC_OVERLAYS } from '@exchange/kyc';
import { PROMOTIONS_OVERLAYS } from '@exchange/promotions';
import { compareOverlays, type OverlayRegistration } from '@exchange/ui';

/**
 * The global order of every queued popup the site chrome's layers can open (decisions 0303, 1720). Each domain
 * registers its own popups; this table pins what the registrations add up to, first shown first, against the
 * priority numbers of the former table in ui (`OVERLAY_PRIORITY`: IP detection 10, IP check 11, agreement 20,
 * declaration 30, compliance notices 40 + rank/100, KYC 50, promotions 60). Equal numbers are ties: the popup that
 * asks first goes first. The e2e specs and the spec's "which popup wins" depend on this order.
 */
const GLOBAL_ORDER: readonly (readonly [id: string, formerPriority: number])[] = [
  ['compliance.ip-detection', 10],
  ['compliance.ip-vpn-tip', 11],
  ['compliance.ip-upgrade', 11],
  ['compliance.user-agreement', 20],
  ['compliance.turkey-declaration', 30],
  ['compliance.eu-upcoming-feature', 40],
  ['compliance.prohibited-countries', 40.01],
  ['compliance.uk-modal', 40.02],
  ['compliance.uk-notice', 40.03],
  ['compliance.region-switch', 40.04],
  ['compliance.restricted-location', 40.05],
  ['compliance.account-conflict', 40.06],
  ['compliance.only-withdraw', 40.07],
  ['compliance.ip-limit', 40.08],
  ['compliance.hk-dialog', 40.09],
  ['compliance.uzbekistan-dialog', 40.1],
  ['compliance.brazil-toast', 40.11],
  ['compliance.ltw-toast', 40.12],
  ['compliance.cooling-down', 40.13],
  ['compliance.compliance-tips', 40.14],
  ['kyc-notice', 50],
  ['new-user-reward-popup', 60],
  ['vip-popup', 60],
  ['app-download-reward', 60],
];

/** Every domain's registrations, as the layers of `site-chrome.tsx` hand them to the queue. */
const REGISTERED: readonly OverlayRegistration[] = [
  ...Object.values(COMPLIANCE_OVERLAYS),
  ...Object.values(KYC_OVERLAYS),
  ...Object.values(PROMOTIONS_OVERLAYS),
];

const byId = new Map(REGISTERED.map((overlay) => [overlay.id, overlay]));
const registration = (id: string): OverlayRegistration => {
  const overlay = byId.get(id);
  if (!overlay) throw new Error(`No domain registers the popup ${id}`);
  return overlay;
};
const former = (id: string): number => GLOBAL_ORDER.find(([other]) => other === id)?.[1] ?? Number.NaN;

describe('the overlay queue order the domains register (decision 1720)', () => {
  it('every id is registered once, across domains', () => {
    expect(byId.size).toBe(REGISTERED.length);
  });

  it('the table lists every registered popup and no other', () => {
    expect([...byId.keys()].sort()).toEqual(GLOBAL_ORDER.map(([id]) => id).sort());
  });

  it('sorted as the queue sorts, the registrations give the table order', () => {
    // A stable sort of the table's ids by the registrations: ties keep the table order (the first to ask wins).
    const sorted = [...GLOBAL_ORDER].map(([id]) => id).sort((a, b) => compareOverlays(registration(a), registration(b)));
    expect(sorted).toEqual(GLOBAL_ORDER.map(([id]) => id));
  });

  it.each(GLOBAL_ORDER.map(([id]) => id))('%s stands to every other popup as it did in the former table (ties included)', (id) => {
    const mine = registration(id);
    const relations = GLOBAL_ORDER.map(([other]) => [other, Math.sign(compareOverlays(mine, registration(other)))]);
    expect(relations).toEqual(GLOBAL_ORDER.map(([other]) => [other, Math.sign(former(id) - former(other))]));
  });
});

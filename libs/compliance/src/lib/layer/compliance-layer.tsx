'use client';
import {
  callEndpoint,
  stableStringify,
  useAgreementStatus,
  useComplianceCheck,
  useDeclarationStatus,
  useExchangeClient,
  useSubmitAgreement,
  useSubmitDeclaration,
  useLoginUserInfo,
} from '@exchange/api';
import { getSiteConfig } from '@exchange/site-config';
import { islandLoader, useOverlayNavigate, useSitePath, type SiteContext } from '@exchange/ui';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { applyStorageWrite } from '../browser/browser-storage';
import { readLocalValue, useStoredSnapshot } from '../browser/use-stored-snapshot';
import { detectRealIps } from '../ip-check/detect-real-ips';
import { runIpCheck, type IpCheckOutcome } from '../ip-check/run-ip-check';
import { complianceGate } from '../rules/compliance-gate';
import { decideComplianceModal } from '../rules/decide-compliance-modal';
import { decideComplianceOverlays } from '../rules/decide-compliance-overlays';
import { isEuUpcomingFeature } from '../rules/eu-upcoming-feature';
import type { SwitchTarget } from '../rules/region-switch';
import { complianceStorageKeys } from '../rules/storage-keys';
import { switchSiteUrl } from '../rules/switch-site-url';
import { declarationFailureMessage, shouldShowDeclaration } from '../rules/turkey-declaration';
import { USER_AGREEMENT_SCENE, decideUserAgreement } from '../rules/user-agreement';

/*
 * The dialogs load only when a rule wants one shown (decision 0004): the decisions are pure functions in the
 * first load; the dialog code (and Chakra) arrives on demand, in its island.
 */
const ComplianceOverlays = dynamic(
  islandLoader(() => import('../components/compliance-overlays/compliance-overlays').then((m) => m.ComplianceOverlays)),
  { ssr: false },
);
const ComplianceTipsModal = dynamic(
  islandLoader(() => import('../components/compliance-tips-modal/compliance-tips-modal').then((m) => m.ComplianceTipsModal)),
  { ssr: false },
);
const EuUpcomingFeatureModal = dynamic(
  islandLoader(() => import('../components/eu-upcoming-feature-modal/eu-upcoming-feature-modal').then((m) => m.EuUpcomingFeatureModal)),
  { ssr: false },
);
const IpCheckModals = dynamic(
  islandLoader(() => import('../components/ip-check-modals/ip-check-modals').then((m) => m.IpCheckModals)),
  { ssr: false },
);
const TurkeyDeclarationModal = dynamic(
  islandLoader(() => import('../components/turkey-declaration-modal/turkey-declaration-modal').then((m) => m.TurkeyDeclarationModal)),
  { ssr: false },
);
const UserAgreementModal = dynamic(
  islandLoader(() => import('../components/user-agreement-modal/user-agreement-modal').then((m) => m.UserAgreementModal)),
  { ssr: false },
);

export interface ComplianceLayerProps {
  context: SiteContext;
  /** Origins a server link may point to; defaults to the site config's `anti` for `context.site`. */
  allowOrigins?: readonly string[];
}

/**
 * Spec 01 §4 "the client re-applies it after log-in": when the compliance check changes (SWR revalidation
 * after log-in or log-out) or the page changes on the client, the gate runs again; a redirect replaces the
 * page, a change to or from "tips" re-renders it on the server.
 */
function useClientComplianceRedirect(context: SiteContext, path: string) {
  const router = useRouter();
  const { data: check } = useComplianceCheck();
  const seen = useRef<string | null>(null);
  const { site, locale } = context;
  useEffect(() => {
    if (!check) return;
    const key = stableStringify(check);
    const changed = seen.current !== null && seen.current !== key;
    seen.current = key;
    const gate = complianceGate({ site, locale, pathname: path, search: window.location.search, check });
    if (gate.kind === 'redirect') router.replace(gate.location);
    else if (changed) router.refresh();
  }, [check, site, locale, path, router]);
}

/** The compliance notices (the cooling-down reminder among them), region prompts and the compliance tips modal, through the overlay queue. */
function ComplianceNotices({ context, allowOrigins, path }: ComplianceLayerProps & { path: string }) {
  const { site, locale } = context;
  const isLogin = context.user.isLoggedIn;
  const { data: check } = useComplianceCheck();
  const { data: user } = useLoginUserInfo(isLogin, context.pathname);
  const uid = isLogin ? user?.uid || context.user.uid : null;
  const keys = useMemo(() => complianceStorageKeys(uid), [uid]);
  const snapshot = useStoredSnapshot(keys, path);
  const navigate = useOverlayNavigate(context);
  if (!snapshot || !check) return null;
  const overlays = decideComplianceOverlays({
    site,
    locale,
    path: snapshot.path,
    user: { isLogin, uid, country: user?.country ?? null, verified: user?.verified ?? null },
    // Carries the 24-hour cooling-down reminder too, in business.reminder (decision 0310).
    check,
    stored: snapshot.stored,
    now: snapshot.now,
  });
  const switchSite = (target: SwitchTarget) => {
    const url = switchSiteUrl(target, context.siteOrigins);
    if (url) window.location.assign(url);
  };
  const tipsWanted = decideComplianceModal({ site, path: snapshot.path, tip: check.tips, stored: snapshot.stored, now: snapshot.now }).show;
  return (
    <>
      {overlays.length > 0 ? (
        <ComplianceOverlays overlays={overlays} onNavigate={navigate} onSwitchSite={switchSite} allowOrigins={allowOrigins} />
      ) : null}
      {tipsWanted ? (
        <ComplianceTipsModal
          key={snapshot.path}
          site={site}
          path={snapshot.path}
          tip={check.tips}
          stored={snapshot.stored}
          now={snapshot.now}
          onNavigate={navigate}
          allowOrigins={allowOrigins}
        />
      ) : null}
    </>
  );
}

/** Spec 03 §4 user agreement modal: status 1 shows it; submit posts, then the status is fetched again. */
function UserAgreementLayer({ context, allowOrigins }: ComplianceLayerProps) {
  const { data } = useAgreementStatus(context.user.isLoggedIn ? { scene: USER_AGREEMENT_SCENE } : null);
  const { trigger } = useSubmitAgreement();
  const decision = decideUserAgreement(data);
  if (!decision.show) return null;
  return (
    <UserAgreementModal
      open
      content={decision.content}
      submitLabel={decision.submitButton}
      allowOrigins={allowOrigins}
      onSubmit={async () => {
        const result = await trigger({ scene: USER_AGREEMENT_SCENE });
        if (!result.ok) throw new Error(result.error.message);
      }}
    />
  );
}

/** Spec 03 §4/§6 Turkey declaration: logged-in Turkey-site users; on success the footer's declaration link appears. */
function DeclarationLayer({ context }: { context: SiteContext }) {
  const router = useRouter();
  const enabled = context.site === 'tr' && context.user.isLoggedIn;
  const { data } = useDeclarationStatus({ enabled });
  const { trigger } = useSubmitDeclaration();
  if (!enabled || !data || !shouldShowDeclaration(data.status)) return null;
  return (
    <TurkeyDeclarationModal
      status={data.status}
      onConfirm={async () => {
        const result = await trigger({});
        if (!result.ok) {
          // Spec 03 §8: an unsuccessful signing logs a warning; the modal stays open and says so (issue 13 item 6, decision 0313).
          console.warn('Declaration signing failed', result.error.message);
          return { ok: false, message: declarationFailureMessage(result.error) };
        }
        router.refresh();
        return { ok: true };
      }}
    />
  );
}

/** Spec 03 §4 IP/VPN check, once per page load after hydration; any failure lets the page proceed. */
function IpCheckLayer({ context, allowOrigins }: ComplianceLayerProps) {
  const client = useExchangeClient();
  const navigate = useOverlayNavigate(context);
  const uid = context.user.uid;
  const [run, setRun] = useState<{ outcome: IpCheckOutcome; now: number } | null>(null);
  useEffect(() => {
    let cancelled = false;
    const now = Date.now();
    void runIpCheck({
      check: (request) => callEndpoint(client, 'ipCheck', request),
      storage: { get: readLocalValue, set: (write) => applyStorageWrite(write) },
      now,
      uid,
      detect: () => detectRealIps(),
    }).then((outcome) => {
      if (!cancelled) setRun({ outcome, now });
    });
    return () => {
      cancelled = true;
    };
  }, [client, uid]);
  if (!run || run.outcome.overlay.kind === 'none') return null;
  return (
    <IpCheckModals
      outcome={run.outcome}
      uid={uid}
      now={run.now}
      onReload={() => window.location.reload()}
      onNavigate={navigate}
      allowOrigins={allowOrigins}
    />
  );
}

/** Spec 03 §1: on the EU site, links to features it does not offer open "Stay tuned!" instead of navigating. */
function EuUpcomingFeatureLayer({ context }: { context: SiteContext }) {
  const { site } = context;
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (site !== 'eu') return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!anchor || !isEuUpcomingFeature(site, anchor.getAttribute('href'))) return;
      event.preventDefault();
      setOpen(true);
    };
    // Capture phase: before the router's link handler, which leaves prevented clicks alone.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [site]);
  if (site !== 'eu' || !open) return null;
  return <EuUpcomingFeatureModal open onClose={() => setOpen(false)} />;
}

/**
 * Every compliance overlay of the page (spec 01 §4, 02 §4, 03 §4): blocking ones (IP check, agreement,
 * declaration), notices and region prompts, the compliance tips modal and the EU upcoming-feature modal.
 * All of them go through the overlay queue, one at a time. The layer fetches through `@exchange/api`,
 * decides with the rules of `../rules` and writes its own storage (`../browser`).
 */
export function ComplianceLayer({ context, allowOrigins = getSiteConfig(context.site).anti }: ComplianceLayerProps) {
  const path = useSitePath(context);
  useClientComplianceRedirect(context, path);
  return (
    <>
      <IpCheckLayer context={context} allowOrigins={allowOrigins} />
      <UserAgreementLayer context={context} allowOrigins={allowOrigins} />
      <DeclarationLayer context={context} />
      <ComplianceNotices context={context} allowOrigins={allowOrigins} path={path} />
      <EuUpcomingFeatureLayer context={context} />
    </>
  );
}

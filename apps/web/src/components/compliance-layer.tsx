'use client';
import {
  callEndpoint,
  stableStringify,
  useAgreementStatus,
  useComplianceCheck,
  useDeclarationStatus,
  useExchangeClient,
  useFooterTips,
  useSubmitAgreement,
  useSubmitDeclaration,
  useUserInfo,
} from '@exchange/api';
import {
  USER_AGREEMENT_SCENE,
  applyStorageWrite,
  complianceStorageKeys,
  decideComplianceModal,
  decideComplianceOverlays,
  decideUserAgreement,
  detectRealIps,
  isEuUpcomingFeature,
  normalizeDeclarationStatus,
  normalizeFooterTips,
  pickBusinessNotice,
  runIpCheck,
  shouldShowDeclaration,
  type IpCheckOutcome,
  type SwitchTarget,
} from '@exchange/compliance';
import type { SiteKey } from '@exchange/site-config';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { switchSiteUrl } from '../lib/overlay-navigation';
import { inIsland } from './island';
import { complianceGate } from '../server/compliance-gate';
import type { ShellData } from '../server/shell-data';
import { readLocalValue, useOverlayNavigate, useSitePath, useStoredSnapshot } from './overlay-hooks';

/*
 * The dialogs are loaded only when a rule wants one shown (decision 0004): the decisions above are pure
 * functions in the first load, the dialog code (and Zag's dialog machinery) arrives on demand.
 */
const ComplianceOverlays = dynamic(
  () =>
    Promise.all([
      import(/* webpackExports: ["ComplianceOverlays"] */ '@exchange/compliance'),
      import(/* webpackExports: ["ChakraIsland"] */ '@exchange/ui'),
    ]).then(([m, ui]) => inIsland(ui.ChakraIsland, m.ComplianceOverlays)),
  { ssr: false },
);
const ComplianceTipsModal = dynamic(
  () =>
    Promise.all([
      import(/* webpackExports: ["ComplianceTipsModal"] */ '@exchange/compliance'),
      import(/* webpackExports: ["ChakraIsland"] */ '@exchange/ui'),
    ]).then(([m, ui]) => inIsland(ui.ChakraIsland, m.ComplianceTipsModal)),
  { ssr: false },
);
const EuUpcomingFeatureModal = dynamic(
  () =>
    Promise.all([
      import(/* webpackExports: ["EuUpcomingFeatureModal"] */ '@exchange/compliance'),
      import(/* webpackExports: ["ChakraIsland"] */ '@exchange/ui'),
    ]).then(([m, ui]) => inIsland(ui.ChakraIsland, m.EuUpcomingFeatureModal)),
  { ssr: false },
);
const IpCheckModals = dynamic(
  () =>
    Promise.all([
      import(/* webpackExports: ["IpCheckModals"] */ '@exchange/compliance'),
      import(/* webpackExports: ["ChakraIsland"] */ '@exchange/ui'),
    ]).then(([m, ui]) => inIsland(ui.ChakraIsland, m.IpCheckModals)),
  { ssr: false },
);
const TurkeyDeclarationModal = dynamic(
  () =>
    Promise.all([
      import(/* webpackExports: ["TurkeyDeclarationModal"] */ '@exchange/compliance'),
      import(/* webpackExports: ["ChakraIsland"] */ '@exchange/ui'),
    ]).then(([m, ui]) => inIsland(ui.ChakraIsland, m.TurkeyDeclarationModal)),
  { ssr: false },
);
const UserAgreementModal = dynamic(
  () =>
    Promise.all([
      import(/* webpackExports: ["UserAgreementModal"] */ '@exchange/compliance'),
      import(/* webpackExports: ["ChakraIsland"] */ '@exchange/ui'),
    ]).then(([m, ui]) => inIsland(ui.ChakraIsland, m.UserAgreementModal)),
  { ssr: false },
);

/* The banner and the footer tips render on the server when there is something to show, and only then load. */
const BusinessComplianceNotice = dynamic(() =>
  Promise.all([
    import(/* webpackExports: ["BusinessComplianceNotice"] */ '@exchange/compliance'),
    import(/* webpackExports: ["ChakraIsland"] */ '@exchange/ui'),
  ]).then(([m, ui]) => inIsland(ui.ChakraIsland, m.BusinessComplianceNotice)),
);
const FooterTips = dynamic(() =>
  Promise.all([
    import(/* webpackExports: ["FooterTips"] */ '@exchange/compliance'),
    import(/* webpackExports: ["ChakraIsland"] */ '@exchange/ui'),
  ]).then(([m, ui]) => inIsland(ui.ChakraIsland, m.FooterTips)),
);

export interface ComplianceLayerProps {
  site: SiteKey;
  locale: string;
  shell: ShellData;
}

/**
 * Spec 01 §4 "the client re-applies it after log-in": when the compliance check changes (SWR revalidation
 * after log-in or log-out) or the page changes on the client, the redirect rule runs again; a redirect
 * replaces the page, a change to or from "tips" re-renders it on the server.
 */
function useClientComplianceRedirect(site: SiteKey, locale: string, path: string) {
  const router = useRouter();
  const { data: check } = useComplianceCheck();
  const seen = useRef<string | null>(null);
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
function ComplianceNotices({ site, locale, shell, path }: ComplianceLayerProps & { path: string }) {
  const isLogin = shell.user.isLoggedIn;
  const { data: check } = useComplianceCheck();
  const { data: user } = useUserInfo({ enabled: isLogin });
  const uid = isLogin ? user?.uid || shell.user.uid : null;
  const keys = useMemo(() => complianceStorageKeys(uid), [uid]);
  const snapshot = useStoredSnapshot(keys, path);
  const navigate = useOverlayNavigate(site, locale);
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
    const url = switchSiteUrl(target, shell.siteOrigins);
    if (url) window.location.assign(url);
  };
  const tipsWanted = decideComplianceModal({ site, path: snapshot.path, tip: check.tips, stored: snapshot.stored, now: snapshot.now }).show;
  return (
    <>
      {overlays.length > 0 ? (
        <ComplianceOverlays overlays={overlays} onNavigate={navigate} onSwitchSite={switchSite} allowOrigins={shell.allowOrigins} />
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
          allowOrigins={shell.allowOrigins}
        />
      ) : null}
    </>
  );
}

/** Spec 03 §4 user agreement modal: status 1 shows it; submit posts, then the status is fetched again. */
function UserAgreementLayer({ shell }: { shell: ShellData }) {
  const { data } = useAgreementStatus(shell.user.isLoggedIn ? { scene: USER_AGREEMENT_SCENE } : null);
  const { trigger } = useSubmitAgreement();
  const decision = decideUserAgreement(data ? { code: 0, data } : null);
  if (!decision.show) return null;
  return (
    <UserAgreementModal
      open
      content={decision.content}
      submitLabel={decision.submitButton}
      allowOrigins={shell.allowOrigins}
      onSubmit={async () => {
        const result = await trigger({ scene: USER_AGREEMENT_SCENE });
        if (!result.ok) throw new Error(result.error.message);
      }}
    />
  );
}

/** Spec 03 §4/§6 Turkey declaration: logged-in Turkey-site users; on success the footer's declaration link appears. */
function DeclarationLayer({ site, shell }: { site: SiteKey; shell: ShellData }) {
  const router = useRouter();
  const enabled = site === 'tr' && shell.user.isLoggedIn;
  const { data } = useDeclarationStatus({ enabled });
  const { trigger } = useSubmitDeclaration();
  if (!enabled || !data) return null;
  const status = normalizeDeclarationStatus({ code: 0, data });
  if (!shouldShowDeclaration(status)) return null;
  return (
    <TurkeyDeclarationModal
      status={status}
      onConfirm={async () => {
        const result = await trigger({});
        if (!result.ok) {
          // Spec 03 §8: an unsuccessful signing only logs a warning (the modal stays open).
          console.warn('Declaration signing failed', result.error.message);
          return false;
        }
        router.refresh();
        return true;
      }}
    />
  );
}

/** Spec 03 §4 IP/VPN check, once per page load after hydration; any failure lets the page proceed. */
function IpCheckLayer({ site, locale, shell }: ComplianceLayerProps) {
  const client = useExchangeClient();
  const navigate = useOverlayNavigate(site, locale);
  const uid = shell.user.uid;
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
      allowOrigins={shell.allowOrigins}
    />
  );
}

/** Spec 03 §1: on the EU site, links to features it does not offer open "Stay tuned!" instead of navigating. */
function EuUpcomingFeatureLayer({ site }: { site: SiteKey }) {
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
 * All of them go through the overlay queue, one at a time.
 */
export function ComplianceLayer({ site, locale, shell }: ComplianceLayerProps) {
  const path = useSitePath(site);
  useClientComplianceRedirect(site, locale, path);
  return (
    <>
      <IpCheckLayer site={site} locale={locale} shell={shell} />
      <UserAgreementLayer shell={shell} />
      <DeclarationLayer site={site} shell={shell} />
      <ComplianceNotices site={site} locale={locale} shell={shell} path={path} />
      <EuUpcomingFeatureLayer site={site} />
    </>
  );
}

/** Spec 02 §4 business-compliance top notice (a banner, not queued): the first business item with content. */
export function ComplianceTopNotice({ site, locale, shell }: ComplianceLayerProps) {
  const { data: check } = useComplianceCheck();
  const navigate = useOverlayNavigate(site, locale);
  const item = pickBusinessNotice(check?.business);
  if (!item?.content?.trim()) return null;
  return <BusinessComplianceNotice item={item} allowOrigins={shell.allowOrigins} onNavigate={navigate} />;
}

/** Spec 01 §7/§8 business-compliance footer tips for the footer's extra rows (none when the list is empty or the call failed). */
export function useFooterTipRows(shell: ShellData): ReactNode[] {
  const { data } = useFooterTips(shell.subSiteId);
  const items = normalizeFooterTips({ resMsg: { code: 0 }, datas: data ?? [] });
  return items.length > 0 ? [<FooterTips key="compliance-footer-tips" items={items} allowOrigins={shell.allowOrigins} />] : [];
}

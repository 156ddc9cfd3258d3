'use client';
import { useComplianceCheck, useFooterTips } from '@exchange/api';
import { SITE_IDS, getSiteConfig } from '@exchange/site-config';
import { islandLoader, useOverlayNavigate } from '@exchange/ui';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { normalizeFooterTips, pickBusinessNotice } from '../rules/business-compliance';
import type { ComplianceLayerProps } from './compliance-layer';

/*
 * The parts of compliance the chrome renders in place (not overlays): the top notice and the footer rows. They stay
 * in the first load, apart from the overlay layer, which loads after hydration (issue 9: home's first-load budget).
 */

/* The banner and the footer tips render on the server when there is something to show, and only then load. */
const BusinessComplianceNotice = dynamic(
  islandLoader(() => import('../components/business-compliance-notice/business-compliance-notice').then((m) => m.BusinessComplianceNotice)),
);
const FooterTips = dynamic(islandLoader(() => import('../components/footer-tips/footer-tips').then((m) => m.FooterTips)));

/** Spec 02 §4 business-compliance top notice (a banner, not queued): the first business item with content. The chrome places it above the header. */
export function ComplianceTopNotice({ context, allowOrigins = getSiteConfig(context.site).anti }: ComplianceLayerProps) {
  const { data: check } = useComplianceCheck();
  const navigate = useOverlayNavigate(context);
  const item = pickBusinessNotice(check?.business);
  if (!item) return null;
  return <BusinessComplianceNotice item={item} allowOrigins={allowOrigins} onNavigate={navigate} />;
}

/** Spec 01 §7/§8 business-compliance footer tips, as the footer's extra rows (none when the list is empty or the call failed). */
export function useComplianceFooterRows({ context, allowOrigins = getSiteConfig(context.site).anti }: ComplianceLayerProps): ReactNode[] {
  const { data } = useFooterTips(SITE_IDS[context.site]);
  const items = normalizeFooterTips(data);
  return items.length > 0 ? [<FooterTips key="compliance-footer-tips" items={items} allowOrigins={allowOrigins} />] : [];
}

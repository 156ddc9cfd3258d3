'use client';
import { localizeHref } from '@exchange/i18n';
import type { SiteKey } from '@exchange/site-config';
import { StateComplianceTips } from '../components/state-compliance-tips/state-compliance-tips';

export interface ComplianceTipsViewProps {
  site: SiteKey;
  locale: string;
  /** 'inline' under the page's own h1 (the tips page) or in place of a restricted page's content. */
  variant?: 'page' | 'inline';
}

/**
 * The tips body for the app's server components (spec 01 §2, §4; the client boundary keeps Chakra out of the
 * server-component layer): what the gate's `tips` renders, and the body of /state_compliance_tips. Home, log-in
 * and internal legal-document links keep the visitor's language (PDFs and absolute URLs stay as they are); on the US
 * site they go under /en-us (spec 03 §2, decision 1203).
 */
export function ComplianceTipsView({ site, locale, variant = 'inline' }: ComplianceTipsViewProps) {
  return (
    <StateComplianceTips
      site={site}
      variant={variant}
      homeHref={localizeHref({ site, locale, path: '/' })}
      loginHref={localizeHref({ site, locale, path: '/login' })}
      localizeHref={(path) => localizeHref({ site, locale, path })}
    />
  );
}

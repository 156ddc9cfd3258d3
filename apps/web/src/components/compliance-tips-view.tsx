'use client';
import { StateComplianceTips } from '@exchange/compliance';
import { localizePath } from '@exchange/i18n';
import type { SiteKey } from '@exchange/site-config';

export interface ComplianceTipsViewProps {
  site: SiteKey;
  locale: string;
  /** 'inline' under the page's own h1 (the tips page) or in place of a restricted page's content. */
  variant?: 'page' | 'inline';
}

/**
 * The compliance library's tips body, for server components (the client boundary keeps Chakra out of the
 * server-component layer). Home, log-in and internal legal-document links keep the visitor's language
 * (PDFs and absolute URLs are left as they are by the component).
 */
export function ComplianceTipsView({ site, locale, variant = 'inline' }: ComplianceTipsViewProps) {
  return (
    <StateComplianceTips
      site={site}
      variant={variant}
      homeHref={localizePath(site, locale, '/')}
      loginHref={localizePath(site, locale, '/login')}
      localizeHref={(path) => localizePath(site, locale, path)}
    />
  );
}

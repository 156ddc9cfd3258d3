'use client';
import { localizeHref } from '@exchange/i18n';
import type { SiteContext } from '@exchange/ui';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';

/**
 * "Upgrade" as the KYC domain decides it (spec 02 §4): the native KYC page through the app bridge inside the app
 * (old or new iOS entry by build), /myaccount/kyc2 on the web (through `localizeHref`: under /en-us on the US site, spec 03 §2). Used by the notice modal and the KYC landing. The
 * decision and the bridge load with the click, so the layer that every page mounts stays small (decision 0004).
 */
export function useKycUpgrade(context: SiteContext): () => void {
  const router = useRouter();
  const { site, locale, nativeApp } = context;
  const usLoginOrigin = context.siteOrigins.us;
  return useCallback(() => {
    void import('./kyc-upgrade').then(({ upgradeKyc }) =>
      upgradeKyc({ app: nativeApp, navigateWeb: (path) => router.push(localizeHref({ site, locale, path, usLoginOrigin })) }),
    );
  }, [router, site, locale, nativeApp, usLoginOrigin]);
}

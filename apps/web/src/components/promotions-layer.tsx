'use client';
import { useComplianceCheck, useNewbiePrizePop, useUserInfo } from '@exchange/api';
import { localizePath } from '@exchange/i18n';
import {
  NEW_USER_POPUP_COUNTER_KEY,
  decideNewUserPopup,
  normaliseNewbiePrize,
  showDownloadBanner,
  type NewUserPopupDecision,
} from '@exchange/promotions';
import type { SiteKey } from '@exchange/site-config';
import { useViewportWidth } from '@exchange/ui';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { ShellData } from '../server/shell-data';
import { inIsland } from './island';
import { readLocalValue, readSessionFlag, useSitePath } from './overlay-hooks';

/** Loaded only when the rule decides to show it; a native dialog (ModalDialog), no Chakra: the one overlay every new visitor meets stays light (decision 0004). */
const NewUserRewardPopup = dynamic(
  () => import(/* webpackExports: ["NewUserRewardPopup"] */ '@exchange/promotions').then((m) => m.NewUserRewardPopup),
  { ssr: false },
);

/** Rendered (on the server too) only when the rule shows it. */
const DownloadBanner = dynamic(() =>
  Promise.all([
    import(/* webpackExports: ["DownloadBanner"] */ '@exchange/promotions'),
    import(/* webpackExports: ["ChakraIsland"] */ '@exchange/ui'),
  ]).then(([m, ui]) => inIsland(ui.ChakraIsland, m.DownloadBanner)),
);

export interface PromotionsLayerProps {
  site: SiteKey;
  locale: string;
  shell: ShellData;
}

/** The session setting that hides the app-download banner (spec 01 §4 "hiddenAppDownload"; decision 0800). */
export const HIDDEN_APP_DOWNLOAD_SESSION_KEY = 'hiddenAppDownload';

/** Pages where the new-user popup would only repeat the page itself (its confirm goes to sign-up; decision 0800). */
const NEW_USER_POPUP_HIDDEN_PATHS = ['/signup', '/login'];

/** A session flag is set by '1' or 'true'. */
const isSetFlag = (value: string | null): boolean => value === '1' || value === 'true';

/**
 * Spec 03 §4 new-user reward popup for visitors: the experiment value comes from the server (decision 0800);
 * at most 4 a day, 30 minutes apart; the counter is written when the queue actually opens it.
 */
export function NewUserPopupLayer({ shell }: PromotionsLayerProps) {
  const isLoggedIn = shell.user.isLoggedIn;
  const { data: prize } = useNewbiePrizePop({ enabled: !isLoggedIn });
  const [decision, setDecision] = useState<NewUserPopupDecision | null>(null);
  const variant = shell.experiments.newUserPopup;
  useEffect(() => {
    setDecision(decideNewUserPopup({ variant, isLoggedIn, counterRaw: readLocalValue(NEW_USER_POPUP_COUNTER_KEY), now: Date.now() }));
  }, [variant, isLoggedIn]);
  if (!decision || !decision.show) return null;
  const next = decision.nextCounter;
  return (
    <NewUserRewardPopup
      show={decision.show}
      variant={decision.variant}
      prize={prize ? normaliseNewbiePrize(prize) : null}
      signupHref={shell.signupHref}
      onOpen={() => {
        if (next === null) return;
        try {
          window.localStorage.setItem(NEW_USER_POPUP_COUNTER_KEY, next);
        } catch {
          // storage blocked: the popup was still shown once
        }
      }}
    />
  );
}

/** Spec 01 §4 app-download banner: phones (≤ 768 px) on the main and Turkey sites, outside the hidden paths. */
export function DownloadBannerLayer({ site, locale, shell }: PromotionsLayerProps) {
  const router = useRouter();
  const path = useSitePath(site);
  const width = useViewportWidth();
  const { data: check } = useComplianceCheck();
  const { data: user } = useUserInfo({ enabled: shell.user.isLoggedIn });
  const [sessionHidden, setSessionHidden] = useState(true);
  useEffect(() => {
    setSessionHidden(isSetFlag(readSessionFlag(HIDDEN_APP_DOWNLOAD_SESSION_KEY)));
  }, []);
  const visible = showDownloadBanner({
    width,
    site: shell.subSiteId,
    ukLimit: check?.limit.is_uk_limit === true,
    country: shell.user.isLoggedIn ? user?.country : null,
    verified: shell.user.isLoggedIn ? user?.verified : null,
    path,
    inAppWebview: shell.inAppWebview,
    hiddenAppDownload: shell.hiddenAppDownload || sessionHidden,
  });
  if (!visible) return null;
  return <DownloadBanner visible href={localizePath(site, locale, '/mobileapp')} navigate={(href) => router.push(href)} />;
}

/** Promotions of the site chrome: the new-user popup (queued, lowest priority) for visitors. */
export function PromotionsLayer(props: PromotionsLayerProps) {
  const path = useSitePath(props.site);
  if (props.shell.user.isLoggedIn || NEW_USER_POPUP_HIDDEN_PATHS.includes(path)) return null;
  return <NewUserPopupLayer {...props} />;
}

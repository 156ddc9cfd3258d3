'use client';
import { useComplianceCheck, useNewbiePrizePop, useUserInfo } from '@exchange/api';
import { localizeHref, localizePath } from '@exchange/i18n';
import { SITE_IDS, getSiteConfig } from '@exchange/site-config';
import { islandLoader, useSitePath, useViewportWidth, type SiteContext } from '@exchange/ui';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { readHiddenAppDownload, readNewUserPopupCounter, writeNewUserPopupCounter } from '../browser/promotions-storage';
import { showDownloadBanner } from '../rules/download-banner';
import { decideNewUserPopup, type NewUserPopupDecision } from '../rules/new-user-popup';
import { isNewUserPopupHiddenPath } from '../rules/new-user-popup-hidden-paths';

/** Loaded only when the rule decides to show it; a native dialog (ModalDialog), no Chakra: the one overlay every new visitor meets stays light (decision 0004). */
const NewUserRewardPopup = dynamic(
  () => import('../components/new-user-reward-popup/new-user-reward-popup').then((m) => m.NewUserRewardPopup),
  { ssr: false },
);

/** Rendered (on the server too) only when the rule shows it. */
const DownloadBanner = dynamic(islandLoader(() => import('../components/download-banner/download-banner').then((m) => m.DownloadBanner)));

export interface PromotionsLayerProps {
  context: SiteContext;
  /** The new-user popup experiment's value from the server (1 variant A, 2 variant B, anything else off; decision 0800). */
  newUserPopupVariant: number;
  /**
   * The page is one the popup must stay off although its path cannot tell (the 404 view: issue 14 item 6).
   * The app sets it where it renders the not-found view.
   */
  suppressed?: boolean;
}

export interface DownloadBannerLayerProps {
  context: SiteContext;
  /** The site's hiddenAppDownload switch (spec 03 §3 flags); defaults to the site config's for `context.site`. */
  hiddenAppDownload?: boolean;
}

/**
 * Spec 03 §4 new-user reward popup for visitors: the experiment value comes from the server (decision 0800);
 * at most 4 a day, 30 minutes apart; the counter is written when the queue actually opens it.
 */
function NewUserPopup({ context, newUserPopupVariant }: PromotionsLayerProps) {
  const { data: prize } = useNewbiePrizePop();
  const [decision, setDecision] = useState<NewUserPopupDecision | null>(null);
  useEffect(() => {
    setDecision(
      decideNewUserPopup({ variant: newUserPopupVariant, isLoggedIn: false, counterRaw: readNewUserPopupCounter(), now: Date.now() }),
    );
  }, [newUserPopupVariant]);
  if (!decision || !decision.show) return null;
  const next = decision.nextCounter;
  return (
    <NewUserRewardPopup
      show={decision.show}
      variant={decision.variant}
      prize={prize ?? null}
      signupHref={localizeHref({ site: context.site, locale: context.locale, path: '/signup', usLoginOrigin: context.siteOrigins.us })}
      onOpen={() => {
        if (next !== null) writeNewUserPopupCounter(next);
      }}
    />
  );
}

/**
 * Promotions of the site chrome: the new-user popup (queued, lowest priority) for visitors, never on the
 * pages of the hidden-path rule (compliance tips, auth, legal) nor on a suppressed page (404).
 */
export function PromotionsLayer(props: PromotionsLayerProps) {
  const path = useSitePath(props.context);
  if (props.context.user.isLoggedIn || props.suppressed === true || isNewUserPopupHiddenPath(path, props.context.site)) return null;
  return <NewUserPopup {...props} />;
}

/** Spec 01 §4 app-download banner: phones (≤ 768 px) on the main and Turkey sites, outside the hidden paths. */
export function DownloadBannerLayer({
  context,
  hiddenAppDownload = getSiteConfig(context.site).hiddenAppDownload,
}: DownloadBannerLayerProps) {
  const router = useRouter();
  const path = useSitePath(context);
  const width = useViewportWidth();
  const isLoggedIn = context.user.isLoggedIn;
  const { data: check } = useComplianceCheck();
  const { data: user } = useUserInfo({ enabled: isLoggedIn });
  const [sessionHidden, setSessionHidden] = useState(true);
  useEffect(() => setSessionHidden(readHiddenAppDownload()), []);
  const visible = showDownloadBanner({
    width,
    site: SITE_IDS[context.site],
    ukLimit: check?.limit.is_uk_limit ?? false,
    country: isLoggedIn ? user?.country : null,
    verified: isLoggedIn ? user?.verified : null,
    path,
    inAppWebview: context.inAppWebview,
    hiddenAppDownload: hiddenAppDownload || sessionHidden,
  });
  if (!visible) return null;
  return <DownloadBanner visible href={localizePath(context.site, context.locale, '/mobileapp')} navigate={(href) => router.push(href)} />;
}

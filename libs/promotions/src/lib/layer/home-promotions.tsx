'use client';
import { useTrack } from '@exchange/analytics';
import { callEndpoint, useEndpoint, useExchangeClient, useHeaderCommonData, type AlphaUserPlans, type ExchangeClient } from '@exchange/api';
import { localizeHref } from '@exchange/i18n';
import { isAppFeatureAvailable } from '@exchange/native-app';
import { getSiteConfig } from '@exchange/site-config';
import type { SiteContext } from '@exchange/ui';
import dynamic from 'next/dynamic';
import { useEffect, useMemo, useState } from 'react';
import {
  readAlphaClosedAt,
  readAlphaLastIndex,
  readCookie,
  readHiddenAppDownload,
  writeAlphaClosedAt,
  writeAlphaLastIndex,
} from '../browser/promotions-storage';
import { alphaBannerVisible, alphaFetchAllowed, nextAlphaCard, type AlphaCardPick } from '../rules/alpha-banner';
import { homePromoCards } from '../rules/home-promotions';
import {
  APP_DOWNLOAD_CAMPAIGN_PATH,
  DOWNLOAD_TASK_CONST_ID,
  REGISTER_TASK_CONST_ID,
  normaliseDownloadTask,
  normaliseRegisterTask,
} from '../rules/task-info';
import { normalisePlan } from '../rules/vip-popup';
import styles from './home-promotions.module.css';

/** The promotions' UI loads only when there is something to show (home's first-load budget, decision 0004). */
const HomeBanner = dynamic(() => import('../components/home-banner/home-banner').then((m) => m.HomeBanner), { ssr: false });
const AlphaBanner = dynamic(() => import('../components/alpha-banner/alpha-banner').then((m) => m.AlphaBanner), { ssr: false });
const PromoCardsSection = dynamic(() => import('../components/promo-cards-section/promo-cards-section').then((m) => m.PromoCardsSection), {
  ssr: false,
});

export { DOWNLOAD_TASK_CONST_ID, REGISTER_TASK_CONST_ID } from '../rules/task-info';
/** The device id the marketing calls send (spec 03 §7 device_id): the fingerprint cookie (spec 03 §3 other cookies). */
const DEVICE_ID_COOKIE = 'finger_print';

export interface HomePromotionsProps {
  context: SiteContext;
}

/** The device id once mounted (undefined on the server and before the effect: the calls wait for it). */
function useDeviceId(): string | null | undefined {
  const [deviceId, setDeviceId] = useState<string | null | undefined>(undefined);
  useEffect(() => setDeviceId(readCookie(DEVICE_ID_COOKIE)), []);
  return deviceId;
}

let lastAlphaFetch: { at: number; key: string; result: Promise<AlphaUserPlans> } | null = null;

/**
 * get-user-plans with the duplicate-fetch guard (spec 03 §9, 1 s): a second fetch for the same input started
 * within 1 s of the last one shares its answer instead of sending another request.
 */
export function fetchAlphaPlans(
  client: ExchangeClient,
  input: { device_id?: string; currency?: string },
  now: number,
): Promise<AlphaUserPlans> {
  const key = JSON.stringify(input);
  if (lastAlphaFetch && lastAlphaFetch.key === key && !alphaFetchAllowed({ lastFetchAt: lastAlphaFetch.at, now })) {
    return lastAlphaFetch.result;
  }
  const result = callEndpoint(client, 'alphaUserPlans', { resource_type: 5, ...input });
  lastAlphaFetch = { at: now, key, result };
  return result;
}

/**
 * The alpha card of this page load: none while closed (24 h) or inside a native app too old for alpha (spec 03 §6:
 * Android 658020 / iOS 202504080001), else the next one of the round-robin, stored once. The call sends the
 * visitor's display currency (spec 03 §7 `currency`; the header data's `curr_fiat`, USD by default: decision 1821).
 */
function useAlphaCard(deviceId: string | null | undefined, allowed: boolean): AlphaCardPick | null {
  const client = useExchangeClient();
  const { data: header } = useHeaderCommonData();
  const currency = header?.curr_fiat;
  const [pick, setPick] = useState<AlphaCardPick | null>(null);
  useEffect(() => {
    if (deviceId === undefined || !allowed || !currency) return;
    if (!alphaBannerVisible({ closedAt: readAlphaClosedAt(), now: Date.now() })) return;
    let live = true;
    void fetchAlphaPlans(client, { ...(deviceId ? { device_id: deviceId } : {}), currency }, Date.now()).then((plans) => {
      if (!live) return;
      const next = nextAlphaCard(plans.card, readAlphaLastIndex(), plans.currency);
      if (next === null) return;
      writeAlphaLastIndex(next.nextStored);
      setPick(next);
    });
    return () => {
      live = false;
    };
  }, [client, deviceId, allowed, currency]);
  return pick;
}

/**
 * The home page's banners (spec 03 §4): homepage banner 2 (targeted plan, position `index`, resource_type 4)
 * and the alpha banner (get-user-plans), each shown only when a plan is returned. They report to the analytics
 * client (decision 1200): `home_banner_view` / `alpha_banner_view` once after 1 s on screen (spec 03 §9), and
 * `_click` / `_close`. Nothing of their UI loads while there is no plan.
 */
export function HomeBanners({ context }: HomePromotionsProps) {
  const track = useTrack();
  const deviceId = useDeviceId();
  const { data } = useEndpoint(
    'targetedPopupPlan',
    { position: 'index', resource_type: 4, ...(deviceId ? { device_id: deviceId } : {}) },
    { enabled: deviceId !== undefined, revalidateOnFocus: false },
  );
  const plan = useMemo(() => normalisePlan(data), [data]);
  const alpha = useAlphaCard(deviceId, isAppFeatureAvailable('alpha', context.nativeApp));
  const { anti: allowOrigins, imageOrigins } = getSiteConfig(context.site);
  const localize = (path: string) =>
    localizeHref({ site: context.site, locale: context.locale, path, usLoginOrigin: context.siteOrigins.us });
  if (plan === null && alpha === null) return null;
  return (
    <div className={styles.banners}>
      {plan !== null ? (
        <HomeBanner
          plan={plan}
          allowOrigins={allowOrigins}
          imageOrigins={imageOrigins}
          localize={localize}
          onExposure={() => track('home_banner_view', { plan_id: plan.plan_id })}
          onClick={() => track('home_banner_click', { plan_id: plan.plan_id })}
        />
      ) : null}
      {alpha !== null ? (
        <AlphaBanner
          card={alpha.card}
          allowOrigins={allowOrigins}
          imageOrigins={imageOrigins}
          localize={localize}
          onExposure={() => track('alpha_banner_view', { card_id: String(alpha.card.id) })}
          onClick={() => track('alpha_banner_click', { card_id: String(alpha.card.id) })}
          onClose={() => {
            writeAlphaClosedAt(Date.now());
            track('alpha_banner_close', { card_id: String(alpha.card.id) });
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * The sign-up and app-download promo cards of the home page (spec 03 §2), fed by getTaskEmbedRegister and
 * dlGetTaskInfo (spec 03 §7): the sign-up card for a visitor, the app-download card unless app download is hidden
 * (site switch, session or the app's web view). The section (cards, heading, reward modal) loads once a task answered.
 * Each card reports `promo_card_view` after 1 s on screen and `promo_card_click` (prop `card`: signup, app_download).
 */
export function HomePromoCards({ context }: HomePromotionsProps) {
  const track = useTrack();
  const [sessionHidden, setSessionHidden] = useState(true);
  useEffect(() => setSessionHidden(readHiddenAppDownload()), []);
  const cards = homePromoCards({
    isLoggedIn: context.user.isLoggedIn,
    hiddenAppDownload: getSiteConfig(context.site).hiddenAppDownload || sessionHidden || context.inAppWebview,
  });
  const { data: download } = useEndpoint('downloadTaskInfo', { const_id: DOWNLOAD_TASK_CONST_ID }, { enabled: cards.appDownload });
  const { data: register } = useEndpoint('registerTaskInfo', { const_id: REGISTER_TASK_CONST_ID }, { enabled: cards.signup });
  const signup = cards.signup && register !== undefined ? normaliseRegisterTask(register) : null;
  const appDownload = cards.appDownload && download !== undefined ? normaliseDownloadTask(download) : null;
  if (signup === null && appDownload === null) return null;
  return (
    <PromoCardsSection
      signup={signup}
      appDownload={appDownload}
      signupHref={localizeHref({ site: context.site, locale: context.locale, path: '/signup', usLoginOrigin: context.siteOrigins.us })}
      downloadHref={localizeHref({ site: context.site, locale: context.locale, path: '/mobileapp' })}
      campaignHref={localizeHref({ site: context.site, locale: context.locale, path: APP_DOWNLOAD_CAMPAIGN_PATH })}
      onTrack={(event, card) => track(`promo_card_${event}`, { card })}
    />
  );
}

'use client';
import { useEndpoint, useNewbiePrizePop } from '@exchange/api';
import { localizeHref } from '@exchange/i18n';
import { getSiteConfig, writeCookie } from '@exchange/site-config';
import { useSitePath, type SiteContext } from '@exchange/ui';
import dynamic from 'next/dynamic';
import { useEffect, useMemo, useState } from 'react';
import {
  readCookie,
  readNewUserPopupCounter,
  readVipPopupSeen,
  writeNewUserPopupCounter,
  writeVipPopupSeen,
} from '../browser/promotions-storage';
import { isPromotionHomePath } from '../rules/home-promotions';
import { decideNewUserPopup, type NewUserPopupDecision } from '../rules/new-user-popup';
import { isNewUserPopupHiddenPath } from '../rules/new-user-popup-hidden-paths';
import { normalisePlan } from '../rules/vip-popup';
import { rememberVipPopup, vipPopupWanted } from '../rules/vip-popup-memory';

/** Loaded only when the rule decides to show it; a native dialog (ModalDialog), no Chakra: the one overlay every new visitor meets stays light (decision 0004). */
const NewUserRewardPopup = dynamic(
  () => import('../components/new-user-reward-popup/new-user-reward-popup').then((m) => m.NewUserRewardPopup),
  { ssr: false },
);

/** Loaded only when a VIP plan is returned and not yet shown (decision 1310); the one dialog shell, no Chakra. */
const VipPopup = dynamic(() => import('../components/vip-popup/vip-popup').then((m) => m.VipPopup), { ssr: false });

export interface PromotionsLayerProps {
  context: SiteContext;
  /** The new-user popup experiment's value from the server (1 variant A, 2 variant B, anything else off; decisions 0800, 1311). */
  newUserPopupVariant: number;
  /**
   * The server assigned the value on this request (or a reviewer's query override chose it): the layer keeps it in
   * the experiment cookie so the visitor stays in the same variant (decision 1311). Absent: nothing is written.
   */
  persistExperiment?: { cookie: string; maxAgeSeconds: number };
  /**
   * The page is one the popup must stay off although its path cannot tell (the 404 view: issue 14 item 6).
   * The app sets it where it renders the not-found view.
   */
  suppressed?: boolean;
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
 * Spec 03 §4 VIP popup (targeted plan, position `vip_index`, resource_type 5) for a logged-in user on the home
 * page: shown when a plan is returned and not shown on this browser in the last 24 h (decision 1310); it hides
 * after 10 s or on close (VipPopup), which also sends its own view/click/close events (decision 1204).
 */
function VipPopupLayer({ context }: { context: SiteContext }) {
  const [deviceId, setDeviceId] = useState<string | null | undefined>(undefined);
  useEffect(() => setDeviceId(readCookie('finger_print')), []);
  const { data } = useEndpoint(
    'targetedPopupPlan',
    { position: 'vip_index', resource_type: 5, ...(deviceId ? { device_id: deviceId } : {}) },
    { enabled: deviceId !== undefined, revalidateOnFocus: false },
  );
  const plan = useMemo(() => normalisePlan(data), [data]);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    // Decided once per plan: the "seen" cookie written when it opens must not close it.
    setWanted(plan !== null && vipPopupWanted({ planId: plan.plan_id, seenRaw: readVipPopupSeen() }));
  }, [plan]);
  if (!wanted || plan === null) return null;
  return (
    <VipPopup
      plan={plan}
      allowOrigins={getSiteConfig(context.site).anti}
      imageOrigins={getSiteConfig(context.site).imageOrigins}
      onOpen={() => {
        writeVipPopupSeen(rememberVipPopup(readVipPopupSeen(), plan.plan_id));
      }}
    />
  );
}

/** Keeps the experiment value the server chose in its cookie (decision 1311). */
function usePersistExperiment(variant: number, persist: PromotionsLayerProps['persistExperiment']) {
  const cookie = persist?.cookie;
  const maxAge = persist?.maxAgeSeconds;
  useEffect(() => {
    if (!cookie || !/^[a-z_]{1,40}$/.test(cookie) || !Number.isInteger(variant) || maxAge === undefined) return;
    writeCookie(document, cookie, String(variant), { maxAge });
  }, [cookie, maxAge, variant]);
}

/**
 * Promotions of the site chrome, none on a suppressed page (404). Each popup says when it is wanted and the overlay
 * queue shows them one at a time by their registrations (`PROMOTIONS_OVERLAYS`, decision 1720): the new-user popup
 * for a visitor, never on the pages of the hidden-path rule (compliance tips, auth, legal); the VIP popup for a
 * logged-in user on the home page.
 */
export function PromotionsLayer(props: PromotionsLayerProps) {
  const path = useSitePath(props.context);
  usePersistExperiment(props.newUserPopupVariant, props.persistExperiment);
  if (props.suppressed === true) return null;
  const { site, user } = props.context;
  const vipWanted = user.isLoggedIn && isPromotionHomePath(path);
  const newUserWanted = !user.isLoggedIn && !isNewUserPopupHiddenPath(path, site);
  return (
    <>
      {vipWanted ? <VipPopupLayer context={props.context} /> : null}
      {newUserWanted ? <NewUserPopup {...props} /> : null}
    </>
  );
}

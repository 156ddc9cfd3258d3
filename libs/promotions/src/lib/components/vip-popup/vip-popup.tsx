'use client';
import { useTrack } from '@exchange/analytics';
import { isSafeRedirect, safeImageUrl } from '@exchange/site-config';
import { ModalDialog, useQueuedDialog } from '@exchange/ui';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { promotionsMessages } from '../../messages';
import { PROMOTIONS_OVERLAYS } from '../../overlays';
import { VIP_POPUP_AUTO_CLOSE_MS, type TargetedPopupPlan } from '../../rules/vip-popup';
import { useExposure } from '../exposure/use-exposure';
import styles from './vip-popup.module.css';

export type VipPopupCloseReason = 'auto' | 'user' | 'action';

export interface VipPopupProps {
  /** normaliseTargetedPlan(...) of the VIP popup position; null shows nothing. */
  plan: TargetedPopupPlan | null;
  /** Origins an absolute plan link may point to (the site's `anti` list); internal paths are always allowed. */
  allowOrigins?: readonly string[];
  /** Origins the plan's images may load from (the site's `imageOrigins`); site paths are always allowed. */
  imageOrigins?: readonly string[];
  onOpen?: () => void;
  onAction?: () => void;
  onClose?: (reason: VipPopupCloseReason) => void;
}

/**
 * VIP page popup (spec 03 §2, §4): a tier benefit card with a button; hides after 10 s or on close. The ui
 * library's one dialog shell (`ModalDialog`, native `<dialog>`, no Chakra) and queued-dialog lifecycle: `onOpen`
 * once when the queue first shows it, `onClose` once with why it closed.
 * It reports to the page's analytics client itself (decision 1200): `vip_popup_view` once it has been open 1 s
 * (spec 03 §9 exposure delay), `vip_popup_click` on the action, `vip_popup_close` with `reason` (auto, user).
 */
export function VipPopup({ plan, allowOrigins = [], imageOrigins = [], onOpen, onAction, onClose }: VipPopupProps) {
  const intl = useIntl();
  const track = useTrack();
  const autoClosing = useRef(false);
  const planProps = { plan_id: plan?.plan_id ?? '', type: plan?.extras?.vip_popup_type ?? '' };
  const { isOpen, close } = useQueuedDialog(PROMOTIONS_OVERLAYS['vip-popup'], plan !== null, {
    onShown: onOpen,
    onClosed: (reason) => {
      const why: VipPopupCloseReason = autoClosing.current ? 'auto' : reason === 'action' ? 'action' : 'user';
      if (why !== 'action') track('vip_popup_close', { ...planProps, reason: why });
      onClose?.(why);
    },
  });
  useExposure(isOpen, () => track('vip_popup_view', planProps));

  useEffect(() => {
    if (!isOpen) return;
    const timer = setTimeout(() => {
      autoClosing.current = true;
      close();
      autoClosing.current = false;
    }, VIP_POPUP_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [isOpen, close]);

  const href = isSafeRedirect(plan?.url, { anti: allowOrigins });
  // Images: a site path or the site's image origins only (decision 1870); a refused icon shows the dot.
  const image = (value: unknown) => safeImageUrl(value, { origins: imageOrigins });
  const media = image(plan?.img);
  const extras = plan?.extras;
  const actionLabel = extras?.button_copywriting || intl.formatMessage(promotionsMessages.vipPopupAction);

  return (
    <ModalDialog
      open={isOpen}
      onClose={() => close('dismiss')}
      size="sm"
      title={plan?.title}
      eyebrow={extras?.tier ? intl.formatMessage(promotionsMessages.vipPopupTierLabel, { tier: extras.tier }) : undefined}
      media={media ? <img src={media} alt="" /> : undefined}
      closeLabel={intl.formatMessage(promotionsMessages.vipPopupClose)}
      data-popup-type={extras?.vip_popup_type ?? undefined}
      actionsLayout="stretch"
      actions={[
        {
          label: actionLabel,
          href: href ?? undefined,
          onClick: () => {
            track('vip_popup_click', planProps);
            onAction?.();
            close('action');
          },
        },
      ]}
    >
      <div className={styles.body}>
        {plan?.content && <p className={styles.content}>{plan.content}</p>}
        {extras?.benefit_title && <p className={styles.benefitTitle}>{extras.benefit_title}</p>}
        {extras && extras.benefits.length > 0 && (
          <ul className={styles.benefits}>
            {extras.benefits.map((benefit) => {
              const icon = image(benefit.img);
              return (
                <li key={benefit.content} className={styles.benefit}>
                  {icon ? <img className={styles.benefitIcon} src={icon} alt="" /> : <span className={styles.dot} />}
                  <span>{benefit.content}</span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </ModalDialog>
  );
}

'use client';
import { isSafeRedirect, safeImageUrl } from '@exchange/site-config';
import type { TargetedPopupPlan } from '../../rules/vip-popup';
import { useExposure } from '../exposure/use-exposure';
import styles from './home-banner.module.css';

export interface HomeBannerProps {
  /** The plan of position `index`, resource_type 4 (spec 03 §7), normalised. */
  plan: Pick<TargetedPopupPlan, 'plan_id' | 'title' | 'content' | 'img' | 'img_h5' | 'url'>;
  /** Origins an absolute plan link may point to (the site's `anti` list); internal paths are always allowed. */
  allowOrigins?: readonly string[];
  /** Origins the plan's images may load from (the site's `imageOrigins`); site paths are always allowed. */
  imageOrigins?: readonly string[];
  /** Turns an internal plan path into the visitor's localized href (default: unchanged). */
  localize?: (path: string) => string;
  /** Once, after the banner has been on screen for 1 s (spec 03 §9). */
  onExposure?: () => void;
  onClick?: () => void;
}

/**
 * Homepage banner 2 (spec 03 §2, §4): a promotional strip shown when the plan is returned. The whole strip is
 * one link when the plan's url is safe (decision 0511), plain text otherwise. No Chakra: static CSS.
 */
export function HomeBanner({
  plan,
  allowOrigins = [],
  imageOrigins = [],
  localize = (path) => path,
  onExposure,
  onClick,
}: HomeBannerProps) {
  useExposure(true, onExposure);
  const safe = isSafeRedirect(plan.url, { anti: allowOrigins });
  const href = safe === null ? null : safe.startsWith('/') ? localize(safe) : safe;
  // Server-provided images load only from a site path or the site's image origins (decision 1870); else a placeholder.
  const image = safeImageUrl(plan.img, { origins: imageOrigins });
  const imageH5 = safeImageUrl(plan.img_h5, { origins: imageOrigins });
  const body = (
    <>
      {image ? (
        <picture className={styles.media}>
          {imageH5 ? <source media="(max-width: 768px)" srcSet={imageH5} /> : null}
          <img className={styles.image} src={image} alt="" width={160} height={64} decoding="async" />
        </picture>
      ) : plan.img ? (
        <span className={`${styles.image} ${styles.placeholder}`} aria-hidden="true" data-testid="image-placeholder" />
      ) : null}
      <span className={styles.text}>
        <span className={styles.title}>{plan.title}</span>
        {plan.content ? <span className={styles.content}>{plan.content}</span> : null}
      </span>
    </>
  );
  return (
    <section className={styles.banner} aria-label={plan.title} data-plan-id={plan.plan_id} data-testid="home-banner">
      {href === null ? (
        <div className={styles.inner}>{body}</div>
      ) : (
        <a className={styles.inner} href={href} onClick={onClick}>
          {body}
        </a>
      )}
    </section>
  );
}

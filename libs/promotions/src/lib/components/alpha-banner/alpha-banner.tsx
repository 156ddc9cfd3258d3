'use client';
import { isSafeRedirect, safeImageUrl } from '@exchange/site-config';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { promotionsMessages } from '../../messages';
import type { AlphaBannerCard } from '../../rules/alpha-banner';
import { useExposure } from '../exposure/use-exposure';
import styles from './alpha-banner.module.css';

export interface AlphaBannerProps {
  /** The card this page load shows (nextAlphaCard: round-robin per currency). */
  card: AlphaBannerCard;
  /** Origins an absolute card link may point to (the site's `anti` list); internal paths are always allowed. */
  allowOrigins?: readonly string[];
  /** Origins the card's image may load from (the site's `imageOrigins`); site paths are always allowed. */
  imageOrigins?: readonly string[];
  /** Turns an internal card path into the visitor's localized href (default: unchanged). */
  localize?: (path: string) => string;
  /** Once, after the banner has been on screen for 1 s (spec 03 §9). */
  onExposure?: () => void;
  /** The card's link was followed. */
  onClick?: () => void;
  /** The user closed it: the owner stores the close time (hidden for 24 h, spec 03 §4). */
  onClose?: () => void;
}

/** Alpha banner (spec 03 §2, §4): one rotating card with a link and a close button. No Chakra: static CSS. */
export function AlphaBanner({
  card,
  allowOrigins = [],
  imageOrigins = [],
  localize = (path) => path,
  onExposure,
  onClick,
  onClose,
}: AlphaBannerProps) {
  const intl = useIntl();
  const [closed, setClosed] = useState(false);
  useExposure(!closed, onExposure);
  if (closed) return null;
  const safe = isSafeRedirect(card.url, { anti: allowOrigins });
  const href = safe === null ? null : safe.startsWith('/') ? localize(safe) : safe;
  const given = card.img_v2 || card.img;
  // A site path or the site's image origins only (decision 1870); anything else shows the placeholder.
  const image = safeImageUrl(given, { origins: imageOrigins });
  return (
    <aside className={styles.banner} aria-label={intl.formatMessage(promotionsMessages.alphaBannerLabel)} data-card-id={String(card.id)}>
      {image ? (
        <img className={styles.image} src={image} alt="" width={40} height={40} decoding="async" />
      ) : given ? (
        <span className={`${styles.image} ${styles.placeholder}`} aria-hidden="true" data-testid="image-placeholder" />
      ) : null}
      <span className={styles.eyebrow}>{intl.formatMessage(promotionsMessages.alphaBannerEyebrow)}</span>
      {href === null ? (
        <span className={styles.title}>{card.title}</span>
      ) : (
        <a className={styles.title} href={href} onClick={onClick}>
          {card.title}
        </a>
      )}
      <button
        type="button"
        className={styles.close}
        aria-label={intl.formatMessage(promotionsMessages.alphaBannerClose)}
        onClick={() => {
          setClosed(true);
          onClose?.();
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </aside>
  );
}

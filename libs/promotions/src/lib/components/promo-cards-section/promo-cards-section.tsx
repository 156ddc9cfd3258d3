'use client';
import { islandLoader } from '@exchange/ui';
import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { promotionsMessages } from '../../messages';
import type { DownloadTask, RegisterTask } from '../../rules/task-info';
import { useExposure } from '../exposure/use-exposure';
import styles from './promo-cards-section.module.css';

/** The cards are Chakra: they arrive in a Chakra island (decision 0004); the modal is the ui library's dialog shell. */
const PromoCard = dynamic(
  islandLoader(() => import('../promo-card/promo-card').then((m) => m.PromoCard)),
  { ssr: false },
);
const AppDownloadRewardModal = dynamic(
  () => import('../app-download-reward-modal/app-download-reward-modal').then((m) => m.AppDownloadRewardModal),
  { ssr: false },
);

export interface PromoCardsSectionProps {
  /** The register task (normaliseRegisterTask) when the sign-up card shows, else null. */
  signup: RegisterTask | null;
  /** The download task (normaliseDownloadTask) when the app-download card shows, else null. */
  appDownload: DownloadTask | null;
  /** Localized hrefs of the sign-up and app-download pages. */
  signupHref: string;
  downloadHref: string;
  /** Localized href of the campaigns page for app-download rewards (the reward modal links it). */
  campaignHref?: string;
  /**
   * Analytics of the cards: `view` once a card has been on screen 1 s (spec 03 §9 exposure delay), `click` when its
   * button is pressed (the app-download card's first press opens the reward modal).
   */
  onTrack?: (event: PromoCardEvent, card: PromoCardKey) => void;
}

export type PromoCardEvent = 'view' | 'click';
export type PromoCardKey = 'signup' | 'app_download';

/**
 * The home page's promo cards (spec 03 §2) under a heading: the sign-up card and the app-download card, whose
 * button opens the app-download reward modal ($40,000, spec 01 §9) once per page view; after that the card's link
 * goes to the download page.
 */
export function PromoCardsSection({ signup, appDownload, signupHref, downloadHref, campaignHref, onTrack }: PromoCardsSectionProps) {
  const intl = useIntl();
  const headingId = useId();
  const [reward, setReward] = useState<'idle' | 'requested' | 'done'>('idle');
  useExposure(signup !== null, onTrack && (() => onTrack('view', 'signup')));
  useExposure(appDownload !== null, onTrack && (() => onTrack('view', 'app_download')));
  if (signup === null && appDownload === null) return null;
  return (
    <section className={styles.cards} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardsTitle}>
        {intl.formatMessage(promotionsMessages.promoCardsTitle)}
      </h2>
      <div className={styles.cardGrid}>
        {signup !== null ? (
          <PromoCard variant="signup" registerTask={signup} href={signupHref} onClick={() => onTrack?.('click', 'signup')} />
        ) : null}
        {appDownload !== null ? (
          <PromoCard
            variant="app-download"
            href={downloadHref}
            onClick={(event) => {
              onTrack?.('click', 'app_download');
              if (reward === 'done') return;
              event.preventDefault();
              setReward('requested');
            }}
          />
        ) : null}
      </div>
      {reward === 'requested' ? (
        <AppDownloadRewardModal
          requested
          task={appDownload}
          downloadHref={downloadHref}
          campaignHref={campaignHref}
          onClose={() => setReward('done')}
        />
      ) : null}
    </section>
  );
}

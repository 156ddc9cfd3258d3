'use client';
import { kycAbilities, useExchangeClient, useKycApplication, useKycSubmit, useUserInfo } from '@exchange/api';
import { useEffect, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useSWRConfig } from 'swr';
import { KycUpgradeForm, type KycUpgradeSubmission } from '../components/kyc-upgrade-form/kyc-upgrade-form';
import styles from '../components/kyc-upgrade-form/kyc-upgrade-form.module.css';
import { decideKycUpgradeView, type KycUpgradePage as Page } from '../rules/kyc-upgrade-view';
import { upgradeMessages as m } from '../upgrade-messages';

export interface KycUpgradePageProps {
  page: Page;
  isLoggedIn: boolean;
  loginHref: string;
  /** The localized paths of /myaccount/kyc2 and /myaccount/kyc3_v1. */
  hrefs: { kyc2: string; kyc3: string };
}

/** While under review the application is read this often (the sandbox decides within seconds). */
const REVIEW_POLL_MS = 2000;

const hex = (buffer: ArrayBuffer): string => [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** What the call carries of a file: its type, size and SHA-256 (decision 1866: no image leaves in the sandbox). */
async function describeFile(file: File) {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return { type: file.type as 'image/jpeg' | 'image/png' | 'application/pdf', size: file.size, sha256: hex(digest) };
}

function LevelCard({ verified, intl }: { verified: number | string | null | undefined; intl: IntlShape }) {
  const abilities = kycAbilities(verified);
  const limit =
    abilities.dailyWithdrawUsd === null
      ? 'unlimited'
      : abilities.dailyWithdrawUsd === 0
        ? 'none'
        : intl.formatNumber(abilities.dailyWithdrawUsd);
  return (
    <section className={styles.card} aria-labelledby="kyc-level-heading">
      <h2 id="kyc-level-heading" className={styles.title}>
        {intl.formatMessage(m.currentHeading)}
      </h2>
      <p className={styles.levelBadge} data-testid="kyc-current-level">
        {intl.formatMessage(m.levelName, { level: `l${String(abilities.level).replace('.', '_')}` })}
      </p>
      <p className={styles.text}>{intl.formatMessage(m.levelAbilities, { trade: abilities.trade ? 'yes' : 'no', limit })}</p>
    </section>
  );
}

/**
 * /myaccount/kyc2 and /myaccount/kyc3_v1 (issue 23 item 6, decision 1866): the current level in words, then what the
 * level rule leaves to do: the multi-step form, the application under review (polled; on approval every read is
 * refreshed, so the tip bar, the header's data and the security page show the new level without a reload), a pointer
 * to the other page, or nothing.
 */
export function KycUpgradePage({ page, isLoggedIn, loginHref, hrefs }: KycUpgradePageProps) {
  const intl = useIntl();
  const { mutate } = useSWRConfig();
  const client = useExchangeClient();
  const user = useUserInfo({ enabled: isLoggedIn });
  const [polling, setPolling] = useState(false);
  const application = useKycApplication({ enabled: isLoggedIn, refreshInterval: polling ? REVIEW_POLL_MS : 0 });
  const submit = useKycSubmit();
  const [approvedLevel, setApprovedLevel] = useState<string | null>(null);
  const status = application.data?.status ?? 'none';
  const wasUnderReview = useRef(false);
  const [now] = useState(() => Date.now());

  useEffect(() => {
    setPolling(status === 'under_review');
    if (status === 'under_review') wasUnderReview.current = true;
    if (status === 'approved' && wasUnderReview.current) {
      wasUnderReview.current = false;
      // The level changed outside this client's writes: its 30 s read reuse must not answer the old level, and every
      // read of the page (user info, KYC status, the tip bar's) is asked again.
      client.clearCache();
      void mutate(() => true).then(() => setApprovedLevel(String(kycAbilities(application.data?.target).level)));
    }
  }, [status, application.data?.target, mutate, client]);

  if (!isLoggedIn) {
    return (
      <p className={styles.text}>
        {intl.formatMessage(m.loginRequired)}{' '}
        <a className={styles.link} href={loginHref}>
          {intl.formatMessage(m.login)}
        </a>
      </p>
    );
  }
  if (user.isLoading || application.isLoading || !user.data) return <p role="status">{intl.formatMessage(m.loading)}</p>;

  const verified = user.data.verified;
  const view = decideKycUpgradeView(verified, application.data ?? null, page);
  const onSubmit = async (submission: KycUpgradeSubmission): Promise<string | null> => {
    if (view.kind !== 'form') return null;
    const [front, back, selfie] = await Promise.all([
      describeFile(submission.front),
      submission.back ? describeFile(submission.back) : Promise.resolve(undefined),
      describeFile(submission.selfie),
    ]);
    const result = await submit.trigger({
      target: view.target,
      first_name: submission.details.firstName.trim(),
      last_name: submission.details.lastName.trim(),
      birth_date: submission.details.birthDate,
      nationality: submission.details.nationality,
      id_number: submission.details.idNumber.trim(),
      document_type: submission.documentType,
      document_front: front,
      ...(back ? { document_back: back } : {}),
      selfie,
    });
    if (result.ok) {
      setApprovedLevel(null);
      return null;
    }
    return result.error?.message ? intl.formatMessage(m.refused, { message: result.error.message }) : intl.formatMessage(m.failed);
  };

  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <LevelCard verified={verified} intl={intl} />
      <p role="status" className={styles.text}>
        {approvedLevel !== null ? intl.formatMessage(m.approvedBody, { level: approvedLevel }) : null}
      </p>
      {view.kind === 'form' ? (
        <KycUpgradeForm
          key={`${view.target}-${view.rejected ?? ''}`}
          level={view.level}
          rejected={view.rejected}
          now={now}
          onSubmit={onSubmit}
        />
      ) : null}
      {view.kind === 'under-review' ? (
        <section className={styles.card} aria-labelledby="kyc-review-heading">
          <h2 id="kyc-review-heading" className={styles.title}>
            {intl.formatMessage(m.underReviewTitle)}
          </h2>
          <p className={styles.text}>{intl.formatMessage(m.underReviewBody, { level: view.level ?? '' })}</p>
        </section>
      ) : null}
      {view.kind === 'elsewhere' ? (
        <p className={styles.text}>
          {intl.formatMessage(view.page === 'kyc3' ? m.elsewhereKyc3 : m.elsewhereKyc2)}{' '}
          <a className={styles.link} href={view.page === 'kyc3' ? hrefs.kyc3 : hrefs.kyc2}>
            {intl.formatMessage(view.page === 'kyc3' ? m.goKyc3 : m.goKyc2)}
          </a>
        </p>
      ) : null}
      {view.kind === 'top' ? <p className={styles.text}>{intl.formatMessage(m.top)}</p> : null}
    </div>
  );
}

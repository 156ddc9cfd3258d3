'use client';
import type { Coupon, CouponKind } from '@exchange/api';
import { useId, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  COUPON_TABS,
  COUPON_USE_PATH,
  couponTab,
  couponsOfTab,
  expiresSoon,
  normalizeCouponCode,
  type CouponTab,
} from '../../rules/coupon-tabs';
import { servicesMessages as m } from '../../services-messages';
import styles from '../account.module.css';
import { CentreTabs } from '../centre-tabs/centre-tabs';
import centre from '../centre.module.css';
import { LoadFailed } from '../load-failed/load-failed';
import s from '../services.module.css';

const KIND: Readonly<Record<CouponKind, { name: MessageDescriptor; what: MessageDescriptor }>> = {
  trading_fee: { name: m.kindTradingFee, what: m.whatTradingFee },
  futures_bonus: { name: m.kindFuturesBonus, what: m.whatFuturesBonus },
  cashback: { name: m.kindCashback, what: m.whatCashback },
  deposit_bonus: { name: m.kindDepositBonus, what: m.whatDepositBonus },
};
const TAB: Readonly<Record<CouponTab, { label: MessageDescriptor; empty: MessageDescriptor }>> = {
  available: { label: m.couponsTabAvailable, empty: m.couponsEmptyAvailable },
  used: { label: m.couponsTabUsed, empty: m.couponsEmptyUsed },
  expired: { label: m.couponsTabExpired, empty: m.couponsEmptyExpired },
};

export interface CouponCenterProps {
  /** The coupons; null when the read failed. */
  coupons: readonly Coupon[] | null;
  loading: boolean;
  /** The time the tabs are judged at (epoch ms). */
  now: number;
  /** Redeems a code; resolves to the coupon, or to the refusal text. */
  onRedeem: (code: string) => Promise<Coupon | string>;
  onRetry?: () => void;
  /** A path in the page's language. */
  localize: (path: string) => string;
}

/**
 * /myaccount/coupon_center and /profile/coupon_center (03 §2; decision 1934): available, used and expired coupons —
 * what each one does, its value, minimum and expiry, with a link to where it is used — and a box to redeem a code.
 */
export function CouponCenter({ coupons, loading, now, onRedeem, onRetry, localize }: CouponCenterProps) {
  const intl = useIntl();
  const id = useId();
  const [tab, setTab] = useState<CouponTab>('available');
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const redeem = async (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeCouponCode(code);
    setInvalid(normalized === null);
    setOutcome(null);
    if (normalized === null || busy) return;
    setBusy(true);
    try {
      const result = await onRedeem(normalized);
      if (typeof result === 'string') setOutcome({ ok: false, text: intl.formatMessage(m.couponsRefused, { message: result }) });
      else {
        setCode('');
        setTab('available');
        setOutcome({
          ok: true,
          text: intl.formatMessage(m.couponsRedeemed, {
            value: result.value,
            currency: result.currency,
            kind: intl.formatMessage(KIND[result.kind].name),
          }),
        });
      }
    } catch {
      setOutcome({ ok: false, text: intl.formatMessage(m.failed) });
    } finally {
      setBusy(false);
    }
  };

  const date = (ms: number) => intl.formatDate(ms, { dateStyle: 'medium' });
  const list = coupons ?? [];
  const shown = couponsOfTab(list, tab, now);
  return (
    <div className={centre.stack} data-testid="coupon-center">
      <section className={centre.card} aria-labelledby={`${id}-redeem`}>
        <h2 id={`${id}-redeem`} className={centre.cardHeading}>
          {intl.formatMessage(m.couponsRedeemHeading)}
        </h2>
        <form noValidate onSubmit={(e) => void redeem(e)} className={centre.form}>
          <label className={styles.label} htmlFor={`${id}-code`}>
            {intl.formatMessage(m.couponsRedeemLabel)}
          </label>
          <div className={centre.inline} style={{ marginBlockStart: '0.25rem' }}>
            <input
              id={`${id}-code`}
              className={styles.input}
              value={code}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => setCode(e.target.value)}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${id}-code-error` : undefined}
              dir="ltr"
            />
            <button type="submit" className={centre.primary} disabled={busy}>
              {intl.formatMessage(m.couponsRedeem)}
            </button>
          </div>
          {invalid ? (
            <span id={`${id}-code-error`} className={centre.error}>
              {intl.formatMessage(m.couponsCodeInvalid)}
            </span>
          ) : null}
        </form>
        {outcome !== null ? (
          <p
            className={outcome.ok ? centre.success : centre.alert}
            role={outcome.ok ? 'status' : 'alert'}
            style={{ marginBlock: '0.75rem 0' }}
          >
            {outcome.text}
          </p>
        ) : null}
      </section>
      {loading ? (
        <p role="status">{intl.formatMessage(m.loading)}</p>
      ) : coupons === null ? (
        <LoadFailed onRetry={onRetry} />
      ) : (
        <CentreTabs
          label={intl.formatMessage(m.couponsTabs)}
          tabs={COUPON_TABS.map((key) => ({
            key,
            label: intl.formatMessage(TAB[key].label, { count: couponsOfTab(list, key, now).length }),
          }))}
          selected={tab}
          onSelect={setTab}
        >
          {shown.length === 0 ? (
            <div className={s.empty}>
              <p>{intl.formatMessage(TAB[tab].empty)}</p>
            </div>
          ) : (
            <ul className={s.coupons}>
              {shown.map((coupon) => {
                const kind = KIND[coupon.kind];
                const state = couponTab(coupon, now);
                return (
                  <li key={coupon.id} className={s.coupon} data-tab={state} data-testid="coupon">
                    <div className={s.head}>
                      <h3 className={s.itemTitle}>{intl.formatMessage(kind.name)}</h3>
                      {expiresSoon(coupon, now) ? (
                        <span className={`${centre.badge} ${centre.warn}`}>{intl.formatMessage(m.couponSoon)}</span>
                      ) : null}
                    </div>
                    <p className={s.value}>
                      {coupon.value} {coupon.currency}
                    </p>
                    <p className={s.itemText}>{intl.formatMessage(kind.what)}</p>
                    <span className={s.meta}>
                      {Number(coupon.min_spend) > 0
                        ? intl.formatMessage(m.couponMinSpend, { amount: coupon.min_spend, currency: coupon.currency })
                        : intl.formatMessage(m.couponNoMinimum)}
                    </span>
                    <span className={s.meta}>
                      {state === 'used'
                        ? intl.formatMessage(m.couponUsed, { date: date(coupon.used_at) })
                        : intl.formatMessage(state === 'expired' ? m.couponExpired : m.couponExpires, { date: date(coupon.expires_at) })}
                    </span>
                    {state === 'available' ? (
                      <a className={styles.link} href={localize(COUPON_USE_PATH[coupon.kind])}>
                        {intl.formatMessage(m.couponUse)}
                      </a>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
        </CentreTabs>
      )}
    </div>
  );
}

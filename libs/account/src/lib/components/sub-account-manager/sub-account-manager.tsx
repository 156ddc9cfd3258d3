'use client';
import type { SubAccount } from '@exchange/api';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { centreMessages as m } from '../../centre-messages';
import {
  SUB_ACCOUNT_TYPE_CODES,
  isSubAccountName,
  subAccountKind,
  subAccountPurpose,
  type SubAccountPageView,
} from '../../rules/sub-account';
import styles from '../account.module.css';
import centre from '../centre.module.css';

export interface SubAccountManagerProps {
  view: Exclude<SubAccountPageView, { kind: 'visitor' }>;
  subAccounts: readonly SubAccount[];
  limit: number;
  /** Creates one; resolves to the refusal text, or null on success. */
  onCreate: (input: { name: string; type: 1 | 4 }) => Promise<string | null>;
  /** Freezes or unfreezes one; resolves to the refusal text, or null on success. */
  onFreeze: (input: { uid: string; frozen: boolean }) => Promise<string | null>;
}

const KIND = { normal: m.subTypeNormal, managed: m.subTypeManaged, unknown: m.subTypeUnknown } as const;
const PURPOSE = { bugs: m.subPurposeBugs, 'asset-management': m.subPurposeAssets } as const;

/**
 * /myaccount/sub-account-manage (issue 23 item 5, decision 1907): the main account's sub-accounts (name, UID, type of
 * spec 03 §3, created, active or frozen) with freeze / unfreeze, and a form to create one (name, normal or managed).
 * A sub-account is told it cannot manage any, and why.
 */
export function SubAccountManager({ view, subAccounts, limit, onCreate, onFreeze }: SubAccountManagerProps) {
  const intl = useIntl();
  const id = useId();
  const [name, setName] = useState('');
  const [type, setType] = useState<1 | 4>(SUB_ACCOUNT_TYPE_CODES.normal);
  const [nameInvalid, setNameInvalid] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  if (view.kind === 'loading') return <p role="status">{intl.formatMessage(m.subLoading)}</p>;
  if (view.kind === 'failed') return <p role="alert">{intl.formatMessage(m.subLoadFailed)}</p>;
  if (view.kind === 'not-main') {
    return (
      <section className={centre.card} role="region" aria-labelledby={`${id}-not-main`} data-testid="sub-account-not-main">
        <h2 id={`${id}-not-main`} className={centre.cardHeading}>
          {intl.formatMessage(m.subNotMainTitle)}
        </h2>
        <p style={{ margin: 0 }}>{intl.formatMessage(m.subNotMainBody)}</p>
      </section>
    );
  }

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = !isSubAccountName(name);
    setNameInvalid(invalid);
    if (invalid || busy !== null) return;
    setBusy('create');
    const refusal = await onCreate({ name: name.trim(), type });
    setBusy(null);
    setOutcome(
      refusal === null ? { ok: true, text: intl.formatMessage(m.subCreated, { name: name.trim() }) } : { ok: false, text: refusal },
    );
    if (refusal === null) setName('');
  };
  const freeze = async (sub: SubAccount) => {
    setBusy(sub.uid);
    const refusal = await onFreeze({ uid: sub.uid, frozen: !sub.frozen });
    setBusy(null);
    setOutcome(refusal === null ? null : { ok: false, text: refusal });
  };
  const created = (ms: number) => (ms > 0 ? intl.formatDate(ms, { dateStyle: 'medium' }) : '—');
  const typeText = (sub: SubAccount) => {
    const kind = intl.formatMessage(KIND[subAccountKind(sub.type)]);
    const purpose = subAccountPurpose(sub.sub_type);
    return purpose ? `${kind} · ${intl.formatMessage(PURPOSE[purpose])}` : kind;
  };

  return (
    <div className={centre.stack}>
      <section className={centre.card} aria-labelledby={`${id}-list`}>
        <div className={centre.status} style={{ marginBlockEnd: 12 }}>
          <div className={centre.statusText}>
            <h2 id={`${id}-list`} className={centre.cardHeading} style={{ marginBlockEnd: 0 }}>
              {intl.formatMessage(m.subHeading)}
            </h2>
            <span className={styles.rowValue}>{intl.formatMessage(m.subIntro)}</span>
          </div>
          <span className={`${centre.badge} ${centre.muted}`}>{intl.formatMessage(m.subCount, { count: subAccounts.length, limit })}</span>
        </div>
        {outcome && !outcome.ok ? (
          <p role="alert" className={centre.alert}>
            {outcome.text}
          </p>
        ) : null}
        {subAccounts.length === 0 ? (
          <p className={styles.hint}>{intl.formatMessage(m.subEmpty)}</p>
        ) : (
          <div className={centre.tableWrap}>
            <table className={centre.table}>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(m.subColName)}</th>
                  <th scope="col">{intl.formatMessage(m.subColUid)}</th>
                  <th scope="col">{intl.formatMessage(m.subColType)}</th>
                  <th scope="col">{intl.formatMessage(m.subColCreated)}</th>
                  <th scope="col">{intl.formatMessage(m.subColStatus)}</th>
                  <th scope="col">{intl.formatMessage(m.subColAction)}</th>
                </tr>
              </thead>
              <tbody>
                {subAccounts.map((sub) => (
                  <tr key={sub.uid} data-testid="sub-account-row">
                    <td>
                      <strong className={centre.mono}>{sub.name}</strong>
                    </td>
                    <td className={centre.mono} data-label={intl.formatMessage(m.subColUid)}>
                      {sub.uid}
                    </td>
                    <td data-label={intl.formatMessage(m.subColType)}>{typeText(sub)}</td>
                    <td data-label={intl.formatMessage(m.subColCreated)}>{created(sub.created_at)}</td>
                    <td>
                      <span className={`${centre.badge} ${sub.frozen ? centre.warn : centre.ok}`}>
                        {intl.formatMessage(sub.frozen ? m.subFrozen : m.subActive)}
                      </span>
                    </td>
                    <td>
                      <button
                        type="button"
                        className={styles.button}
                        disabled={busy !== null}
                        aria-busy={busy === sub.uid || undefined}
                        aria-label={intl.formatMessage(sub.frozen ? m.subUnfreeze : m.subFreeze, { name: sub.name })}
                        onClick={() => void freeze(sub)}
                      >
                        {intl.formatMessage(sub.frozen ? m.subUnfreezeShort : m.subFreezeShort)}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {view.frozenCount > 0 ? (
          <p className={styles.hint} style={{ marginBlockEnd: 0 }}>
            {intl.formatMessage(m.subFrozenNote)}
          </p>
        ) : null}
      </section>

      <section className={centre.card} aria-labelledby={`${id}-create`}>
        <h2 id={`${id}-create`} className={centre.cardHeading}>
          {intl.formatMessage(m.subCreateHeading)}
        </h2>
        {view.canCreate ? (
          <form className={centre.form} onSubmit={(event) => void create(event)} noValidate>
            {outcome?.ok ? (
              <p role="status" className={centre.success}>
                {outcome.text}
              </p>
            ) : null}
            <div className={styles.field}>
              <label className={styles.label} htmlFor={`${id}-name`}>
                {intl.formatMessage(m.subName)}
              </label>
              <input
                id={`${id}-name`}
                className={styles.input}
                dir="ltr"
                autoComplete="off"
                maxLength={20}
                value={name}
                aria-invalid={nameInvalid || undefined}
                aria-describedby={`${id}-name-hint`}
                onChange={(event) => setName(event.target.value)}
              />
              <span id={`${id}-name-hint`} className={nameInvalid ? centre.error : styles.hint}>
                {intl.formatMessage(nameInvalid ? m.subNameInvalid : m.subNameHint)}
              </span>
            </div>
            <fieldset className={styles.choices}>
              <legend className={styles.legend}>{intl.formatMessage(m.subTypeLegend)}</legend>
              {(
                [
                  [SUB_ACCOUNT_TYPE_CODES.normal, m.subTypeNormal, m.subTypeNormalHint],
                  [SUB_ACCOUNT_TYPE_CODES.managed, m.subTypeManaged, m.subTypeManagedHint],
                ] as const
              ).map(([code, label, hint]) => (
                <label key={code} className={styles.choice}>
                  <input type="radio" name={`${id}-type`} value={code} checked={type === code} onChange={() => setType(code)} />
                  <span>
                    {intl.formatMessage(label)} <span className={styles.hint}>— {intl.formatMessage(hint)}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <button type="submit" className={centre.primary} disabled={busy !== null} aria-busy={busy === 'create' || undefined}>
              {intl.formatMessage(m.subCreate)}
            </button>
          </form>
        ) : (
          <p className={styles.hint}>{intl.formatMessage(m.subFull, { limit })}</p>
        )}
      </section>
    </div>
  );
}

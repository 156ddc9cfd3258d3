'use client';
import type { PasskeyEntry } from '@exchange/api';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { securityMessages as m } from '../../security-messages';
import styles from '../account.module.css';

export interface PasskeyManagerProps {
  passkeys: readonly PasskeyEntry[];
  loading: boolean;
  /** False when the browser has no WebAuthn (the add button is replaced by a note). */
  supported: boolean;
  /** The name the add form starts with (the device's, e.g. "Chrome on Windows"). */
  defaultName: string;
  /** Each resolves to the refusal text, or null on success. */
  onAdd: (name: string) => Promise<string | null>;
  onRename: (id: string, name: string) => Promise<string | null>;
  onRemove: (id: string) => Promise<string | null>;
}

const validName = (name: string): boolean => name.trim().length > 0 && name.trim().length <= 64;

/**
 * /myaccount/passkey-manager (issue 23 item 4, spec 01 §1): the account's passkeys with when each was added and last
 * used, rename and remove, and "Add a passkey" (the browser's WebAuthn prompt, run by the layer).
 */
export function PasskeyManager({ passkeys, loading, supported, defaultName, onAdd, onRename, onRemove }: PasskeyManagerProps) {
  const intl = useIntl();
  const nameId = useId();
  const [name, setName] = useState(defaultName);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const time = (ms: number) =>
    ms > 0 ? intl.formatDate(ms, { dateStyle: 'medium', timeStyle: 'short' }) : intl.formatMessage(m.passkeysNever);

  const run = async (action: () => Promise<string | null>, success: string) => {
    setBusy(true);
    setProblem(null);
    setStatus(null);
    const refusal = await action();
    setBusy(false);
    if (refusal === null) setStatus(success);
    else setProblem(refusal);
    return refusal === null;
  };

  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!validName(name)) {
      setProblem(intl.formatMessage(m.passkeysNameInvalid));
      return;
    }
    await run(() => onAdd(name.trim()), intl.formatMessage(m.passkeysAdded, { name: name.trim() }));
  };

  return (
    <section aria-labelledby="passkeys-heading" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <h2 id="passkeys-heading" style={{ fontSize: '1.125rem', margin: 0 }}>
        {intl.formatMessage(m.passkeysHeading)}
      </h2>
      <p className={styles.hint} style={{ margin: 0 }}>
        {intl.formatMessage(m.passkeysIntro)}
      </p>
      {loading ? (
        <p role="status">{intl.formatMessage(m.passkeysLoading)}</p>
      ) : passkeys.length === 0 ? (
        <p className={styles.hint}>{intl.formatMessage(m.passkeysEmpty)}</p>
      ) : (
        <ul className={styles.list} aria-label={intl.formatMessage(m.passkeysHeading)}>
          {passkeys.map((passkey) => (
            <li key={passkey.id} className={styles.row}>
              {editing?.id === passkey.id ? (
                <form
                  style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', inlineSize: '100%' }}
                  onSubmit={async (event) => {
                    event.preventDefault();
                    if (!validName(editing.name)) {
                      setProblem(intl.formatMessage(m.passkeysNameInvalid));
                      return;
                    }
                    if (await run(() => onRename(passkey.id, editing.name.trim()), intl.formatMessage(m.passkeysRenamed))) setEditing(null);
                  }}
                >
                  <input
                    className={styles.input}
                    style={{ flex: '1 1 12rem', inlineSize: 'auto' }}
                    aria-label={intl.formatMessage(m.passkeysRenameLabel, { name: passkey.name })}
                    value={editing.name}
                    maxLength={64}
                    onChange={(event) => setEditing({ id: passkey.id, name: event.target.value })}
                  />
                  <button type="submit" className={styles.button} disabled={busy}>
                    {intl.formatMessage(m.passkeysSave)}
                  </button>
                  <button type="button" className={styles.button} onClick={() => setEditing(null)}>
                    {intl.formatMessage(m.passkeysCancel)}
                  </button>
                </form>
              ) : (
                <>
                  <div className={styles.rowText}>
                    <span className={styles.rowTitle}>{passkey.name}</span>
                    <span className={styles.hint}>
                      {intl.formatMessage(m.passkeysCreated, { time: time(passkey.created_at), last: time(passkey.last_used_at) })}
                    </span>
                  </div>
                  <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                    <button
                      type="button"
                      className={styles.button}
                      disabled={busy}
                      aria-label={intl.formatMessage(m.passkeysRenameLabel, { name: passkey.name })}
                      onClick={() => setEditing({ id: passkey.id, name: passkey.name })}
                    >
                      {intl.formatMessage(m.passkeysRename)}
                    </button>
                    <button
                      type="button"
                      className={styles.button}
                      disabled={busy}
                      aria-label={intl.formatMessage(m.passkeysRemoveLabel, { name: passkey.name })}
                      onClick={() => {
                        if (!window.confirm(intl.formatMessage(m.passkeysRemoveConfirm, { name: passkey.name }))) return;
                        void run(() => onRemove(passkey.id), intl.formatMessage(m.passkeysRemoved));
                      }}
                    >
                      {intl.formatMessage(m.passkeysRemove)}
                    </button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <form
          aria-label={intl.formatMessage(m.passkeysAdd)}
          onSubmit={add}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-end' }}
        >
          <div className={styles.field} style={{ flex: '1 1 14rem', marginBlockEnd: 0 }}>
            <label className={styles.label} htmlFor={nameId}>
              {intl.formatMessage(m.passkeysNameLabel)}
            </label>
            <input id={nameId} className={styles.input} value={name} maxLength={64} onChange={(event) => setName(event.target.value)} />
          </div>
          <button type="submit" className={styles.button} disabled={busy || loading}>
            {intl.formatMessage(busy ? m.passkeysAdding : m.passkeysAdd)}
          </button>
        </form>
      ) : (
        <p className={styles.hint}>{intl.formatMessage(m.passkeysUnsupported)}</p>
      )}
      {problem ? <p role="alert">{problem}</p> : null}
      <p role="status" aria-live="polite" className={styles.hint}>
        {status}
      </p>
    </section>
  );
}

'use client';
import type { SessionEntry } from '@exchange/api';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { deviceLabel } from '../../rules/device-label';
import { securityMessages as m } from '../../security-messages';
import styles from '../account.module.css';

export interface SessionListProps {
  sessions: readonly SessionEntry[];
  loading: boolean;
  /** Signs one session out, or `others`; resolves to the refusal text, or null on success. */
  onRevoke: (id: string) => Promise<string | null>;
}

/**
 * /myaccount/security_device (issue 23 item 5): the signed-in devices, this one marked, each with "Sign out", and
 * "Sign out all other devices"; below, the log-in history (every session, active or signed out).
 */
export function SessionList({ sessions, loading, onRevoke }: SessionListProps) {
  const intl = useIntl();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const active = sessions.filter((session) => !session.revoked);
  const others = active.filter((session) => !session.current);
  const time = (ms: number) => (ms > 0 ? intl.formatDate(ms, { dateStyle: 'medium', timeStyle: 'short' }) : '—');
  const device = (session: SessionEntry) => intl.formatMessage(m.sessionsDevice, { ...deviceLabel(session.user_agent) });

  const revoke = async (id: string) => {
    setBusy(true);
    setProblem(await onRevoke(id));
    setBusy(false);
  };

  if (loading) return <p role="status">{intl.formatMessage(m.sessionsLoading)}</p>;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <section aria-labelledby="sessions-heading">
        <h2 id="sessions-heading" style={{ fontSize: '1.125rem', marginBlock: '0 8px' }}>
          {intl.formatMessage(m.sessionsHeading)}
        </h2>
        <ul className={styles.list}>
          {active.map((session) => (
            <li key={session.id} className={styles.row} data-current={session.current || undefined}>
              <div className={styles.rowText}>
                <span className={styles.rowTitle}>
                  {device(session)}
                  {session.current ? (
                    <strong
                      style={{
                        marginInlineStart: 8,
                        fontSize: '0.75rem',
                        padding: '2px 6px',
                        borderRadius: 4,
                        background: 'var(--chakra-colors-brand-subtle, #e0e7ff)',
                      }}
                    >
                      {intl.formatMessage(m.sessionsCurrent)}
                    </strong>
                  ) : null}
                </span>
                <span className={styles.hint}>
                  {intl.formatMessage(m.sessionsSince, { time: time(session.created_at), last: time(session.last_seen_at) })}
                </span>
              </div>
              {session.current ? null : (
                <button
                  type="button"
                  className={styles.button}
                  disabled={busy}
                  aria-label={intl.formatMessage(m.sessionsSignOutLabel, { device: device(session) })}
                  onClick={() => void revoke(session.id)}
                >
                  {intl.formatMessage(m.sessionsSignOut)}
                </button>
              )}
            </li>
          ))}
        </ul>
        {others.length === 0 ? <p className={styles.hint}>{intl.formatMessage(m.sessionsEmpty)}</p> : null}
        {problem ? <p role="alert">{problem}</p> : null}
        <button type="button" className={styles.button} disabled={busy || others.length === 0} onClick={() => void revoke('others')}>
          {intl.formatMessage(m.sessionsSignOutOthers)}
        </button>
      </section>
      <section aria-labelledby="history-heading" style={{ overflowX: 'auto' }}>
        <h2 id="history-heading" style={{ fontSize: '1.125rem', marginBlock: '0 8px' }}>
          {intl.formatMessage(m.historyHeading)}
        </h2>
        <table style={{ inlineSize: '100%', borderCollapse: 'collapse', fontSize: '0.875rem' }}>
          <thead>
            <tr>
              {[m.historyTime, m.historyDevice, m.historyMethod, m.historyStatus].map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  style={{ textAlign: 'start', padding: '6px 8px', borderBlockEnd: '1px solid var(--chakra-colors-border)' }}
                >
                  {intl.formatMessage(header)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sessions.map((session) => (
              <tr key={session.id}>
                <td style={{ padding: '6px 8px' }}>{time(session.created_at)}</td>
                <td style={{ padding: '6px 8px' }}>{device(session)}</td>
                <td style={{ padding: '6px 8px' }}>{session.method}</td>
                <td style={{ padding: '6px 8px' }}>{intl.formatMessage(session.revoked ? m.historyEnded : m.historyActive)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

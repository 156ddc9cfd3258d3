'use client';
import { TICKET_CATEGORIES, TICKET_LIMITS, type Ticket, type TicketCategory, type TicketStatus, type TicketThread } from '@exchange/api';
import { useId, useState, type FormEvent } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import {
  canCloseTicket,
  canSendReply,
  checkTicketDraft,
  sortTickets,
  type FieldProblem,
  type TicketDraft,
  type TicketProblems,
} from '../../rules/ticket-form';
import { servicesMessages as m } from '../../services-messages';
import styles from '../account.module.css';
import centre from '../centre.module.css';
import { FormField } from '../form-field/form-field';
import { LoadFailed } from '../load-failed/load-failed';
import s from '../services.module.css';

export const TICKET_CATEGORY_LABEL: Readonly<Record<TicketCategory, MessageDescriptor>> = {
  deposit: m.categoryDeposit,
  withdrawal: m.categoryWithdrawal,
  trading: m.categoryTrading,
  account: m.categoryAccount,
  kyc: m.categoryKyc,
  other: m.categoryOther,
};
const STATUS: Readonly<Record<TicketStatus, { label: MessageDescriptor; tone: string }>> = {
  open: { label: m.statusOpen, tone: centre.warn },
  replied: { label: m.statusReplied, tone: centre.ok },
  closed: { label: m.statusClosed, tone: centre.muted },
};

export interface TicketCenterProps {
  /** The user's tickets; null when the read failed. */
  tickets: readonly Ticket[] | null;
  loading: boolean;
  /** The open ticket's id (null: the list), its thread (null while loading or when it failed). */
  openId: string | null;
  thread: TicketThread | null;
  onOpen: (id: string | null) => void;
  /** Opens a ticket; resolves to its id, or to the refusal text. */
  onCreate: (draft: { category: TicketCategory; subject: string; description: string }) => Promise<{ id: string } | { error: string }>;
  /** Sends a reply; resolves to the refusal text, or null. */
  onReply: (input: { id: string; body: string }) => Promise<string | null>;
  /** Closes a ticket (decision 1945); resolves to the refusal text, or null. */
  onClose: (id: string) => Promise<string | null>;
  onRetry?: () => void;
  /** The help centre (localised /help). */
  helpHref: string;
}

const when = (intl: IntlShape, ms: number) => intl.formatDate(ms, { dateStyle: 'medium', timeStyle: 'short' });

function problemText(intl: IntlShape, problem: FieldProblem | undefined, min: number, max: number): string | null {
  if (problem === 'required') return intl.formatMessage(m.errorRequired);
  if (problem === 'too-short') return intl.formatMessage(m.errorShort, { min });
  if (problem === 'too-long') return intl.formatMessage(m.errorLong, { max });
  return null;
}

export function StatusBadge({ status }: { status: TicketStatus }) {
  const intl = useIntl();
  return <span className={`${centre.badge} ${STATUS[status].tone}`}>{intl.formatMessage(STATUS[status].label)}</span>;
}

/**
 * /myaccount/tickets (01 §2; decision 1931): the user's tickets (subject, category, status, last update), a form to
 * open one (category, subject, description; checked before sending, kept as typed when the server refuses), a ticket's
 * thread with a reply box, and an empty state that points to the help centre first.
 */
export function TicketCenter(props: TicketCenterProps) {
  const { tickets, loading, openId, onOpen, onRetry, helpHref } = props;
  const intl = useIntl();
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  if (openId !== null) return <TicketThreadView {...props} id={openId} onBack={() => onOpen(null)} />;
  if (creating)
    return (
      <TicketForm
        onCancel={() => setCreating(false)}
        onCreate={async (draft) => {
          const result = await props.onCreate(draft);
          if ('error' in result) return result.error;
          setCreating(false);
          setNotice(intl.formatMessage(m.created, { id: result.id }));
          return null;
        }}
      />
    );

  const newButton = (
    <button type="button" className={centre.primary} onClick={() => (setNotice(null), setCreating(true))}>
      {intl.formatMessage(m.ticketsNew)}
    </button>
  );
  return (
    <div className={centre.stack} data-testid="ticket-center">
      <div className={s.head}>
        <h2 className={s.heading}>{intl.formatMessage(m.ticketsHeading)}</h2>
        {newButton}
      </div>
      {notice !== null ? (
        <p className={centre.success} role="status">
          {notice}
        </p>
      ) : null}
      {loading ? (
        <p role="status">{intl.formatMessage(m.loading)}</p>
      ) : tickets === null ? (
        <LoadFailed onRetry={onRetry} />
      ) : tickets.length === 0 ? (
        <section className={s.empty} aria-labelledby="tickets-empty">
          <h3 id="tickets-empty" className={s.heading}>
            {intl.formatMessage(m.ticketsEmptyTitle)}
          </h3>
          <p>{intl.formatMessage(m.ticketsEmptyBody)}</p>
          <a className={styles.link} href={helpHref}>
            {intl.formatMessage(m.ticketsHelp)}
          </a>
        </section>
      ) : (
        <div className={centre.tableWrap}>
          <table className={centre.table}>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(m.ticketsColSubject)}</th>
                <th scope="col">{intl.formatMessage(m.ticketsColCategory)}</th>
                <th scope="col">{intl.formatMessage(m.ticketsColStatus)}</th>
                <th scope="col">{intl.formatMessage(m.ticketsColUpdated)}</th>
              </tr>
            </thead>
            <tbody>
              {sortTickets(tickets).map((ticket) => (
                <tr key={ticket.id}>
                  <td>
                    <button
                      type="button"
                      className={s.linkButton}
                      aria-label={intl.formatMessage(m.ticketsView, { subject: ticket.subject })}
                      onClick={() => onOpen(ticket.id)}
                    >
                      <bdi>{ticket.subject}</bdi>
                    </button>
                  </td>
                  <td data-label={intl.formatMessage(m.ticketsColCategory)}>
                    {intl.formatMessage(TICKET_CATEGORY_LABEL[ticket.category])}
                  </td>
                  <td>
                    <StatusBadge status={ticket.status} />
                  </td>
                  <td data-label={intl.formatMessage(m.ticketsColUpdated)}>{when(intl, ticket.updated_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function TicketForm({
  onCreate,
  onCancel,
}: {
  onCreate: (draft: TicketDraft & { category: TicketCategory }) => Promise<string | null>;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [draft, setDraft] = useState<TicketDraft>({ category: '', subject: '', description: '' });
  const [problems, setProblems] = useState<TicketProblems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof TicketDraft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkTicketDraft(draft);
    setProblems(found);
    setRefusal(null);
    if (Object.keys(found).length > 0 || busy) return;
    setBusy(true);
    try {
      // Nothing is cleared on a refusal: the user fixes and sends again.
      const refused = await onCreate({ ...draft, category: draft.category as TicketCategory });
      if (refused !== null) setRefusal(intl.formatMessage(m.refused, { message: refused }));
    } catch {
      setRefusal(intl.formatMessage(m.failed));
    } finally {
      setBusy(false);
    }
  };
  const subjectError = problemText(intl, problems.subject, TICKET_LIMITS.subjectMin, TICKET_LIMITS.subjectMax);
  const descriptionError = problemText(intl, problems.description, TICKET_LIMITS.bodyMin, TICKET_LIMITS.bodyMax);
  return (
    <section className={`${centre.card} ${centre.stack}`} aria-labelledby={`${id}-h`} data-testid="ticket-form">
      <h2 id={`${id}-h`} className={s.heading}>
        {intl.formatMessage(m.formHeading)}
      </h2>
      <form noValidate onSubmit={(e) => void submit(e)} style={{ maxInlineSize: '40rem' }}>
        {refusal !== null ? (
          <p className={centre.alert} role="alert">
            {refusal}
          </p>
        ) : null}
        <FormField label={intl.formatMessage(m.formCategory)} error={problems.category ? intl.formatMessage(m.errorCategory) : null}>
          {(control) => (
            <select {...control} className={s.select} value={draft.category} onChange={(e) => set('category')(e.target.value)}>
              <option value="">{intl.formatMessage(m.formChoose)}</option>
              {TICKET_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {intl.formatMessage(TICKET_CATEGORY_LABEL[category])}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={intl.formatMessage(m.formSubject)} error={subjectError}>
          {(control) => (
            <input
              {...control}
              className={styles.input}
              value={draft.subject}
              maxLength={TICKET_LIMITS.subjectMax + 20}
              onChange={(e) => set('subject')(e.target.value)}
            />
          )}
        </FormField>
        <FormField
          label={intl.formatMessage(m.formDescription)}
          error={descriptionError}
          hint={`${intl.formatMessage(m.formDescriptionHint)} ${intl.formatMessage(m.formCount, {
            count: draft.description.trim().length,
            max: TICKET_LIMITS.bodyMax,
          })}`}
        >
          {(control) => (
            <textarea {...control} className={s.textarea} value={draft.description} onChange={(e) => set('description')(e.target.value)} />
          )}
        </FormField>
        <div className={s.actions}>
          <button type="submit" className={centre.primary} disabled={busy} aria-busy={busy || undefined}>
            {intl.formatMessage(m.formSubmit)}
          </button>
          <button type="button" className={s.secondary} onClick={onCancel}>
            {intl.formatMessage(m.formCancel)}
          </button>
        </div>
      </form>
    </section>
  );
}

function TicketThreadView({ id, thread, onReply, onClose, onBack }: TicketCenterProps & { id: string; onBack: () => void }) {
  const intl = useIntl();
  const formId = useId();
  const [body, setBody] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const back = (
    <button type="button" className={s.linkButton} onClick={onBack}>
      {intl.formatMessage(m.back)}
    </button>
  );
  if (thread === null || thread.ticket.id !== id)
    return (
      <div className={centre.stack}>
        {back}
        <p role="status">{intl.formatMessage(m.loading)}</p>
      </div>
    );
  const { ticket, messages } = thread;
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSendReply(ticket, body) || busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      const refused = await onReply({ id: ticket.id, body: body.trim() });
      if (refused === null) setBody('');
      else setRefusal(intl.formatMessage(m.refused, { message: refused }));
    } catch {
      setRefusal(intl.formatMessage(m.failed));
    } finally {
      setBusy(false);
    }
  };
  const close = async () => {
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      const refused = await onClose(ticket.id);
      if (refused !== null) setRefusal(intl.formatMessage(m.refused, { message: refused }));
    } catch {
      setRefusal(intl.formatMessage(m.failed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={centre.stack} aria-labelledby={`${formId}-subject`} data-testid="ticket-thread">
      {back}
      <div className={s.head}>
        <div>
          {/* The user's own words keep their own direction (an English subject in an Arabic page). */}
          <h2 id={`${formId}-subject`} className={s.heading}>
            <bdi>{ticket.subject}</bdi>
          </h2>
          <span className={s.meta}>
            {intl.formatMessage(m.threadMeta, { id: ticket.id, category: intl.formatMessage(TICKET_CATEGORY_LABEL[ticket.category]) })}
          </span>
        </div>
        <StatusBadge status={ticket.status} />
      </div>
      <ol className={s.thread}>
        {messages.map((message) => (
          <li key={message.id} className={s.message} data-author={message.author}>
            <div className={s.meta}>
              {intl.formatMessage(message.author === 'user' ? m.authorUser : m.authorSupport)} · {when(intl, message.created_at)}
            </div>
            <p dir="auto" style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
              {message.body}
            </p>
          </li>
        ))}
      </ol>
      {ticket.status === 'closed' ? (
        <p className={s.meta}>{intl.formatMessage(m.replyClosed)}</p>
      ) : (
        <form onSubmit={(e) => void send(e)} style={{ maxInlineSize: '42rem' }}>
          {refusal !== null ? (
            <p className={centre.alert} role="alert">
              {refusal}
            </p>
          ) : null}
          <FormField label={intl.formatMessage(m.reply)}>
            {(control) => <textarea {...control} className={s.textarea} value={body} onChange={(e) => setBody(e.target.value)} />}
          </FormField>
          <div className={s.actions}>
            <button type="submit" className={centre.primary} disabled={!canSendReply(ticket, body) || busy}>
              {intl.formatMessage(m.replySend)}
            </button>
            {canCloseTicket(ticket) ? (
              <button type="button" className={s.secondary} disabled={busy} onClick={() => void close()}>
                {intl.formatMessage(m.ticketClose)}
              </button>
            ) : null}
          </div>
        </form>
      )}
    </section>
  );
}

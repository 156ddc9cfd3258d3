import { TICKET_CATEGORIES, TICKET_LIMITS, type Ticket, type TicketCategory } from '@exchange/api';

export type FieldProblem = 'required' | 'too-short' | 'too-long';

export interface TicketDraft {
  category: string;
  subject: string;
  description: string;
}

export interface TicketProblems {
  category?: 'required';
  subject?: FieldProblem;
  description?: FieldProblem;
}

const length = (value: string, min: number, max: number): FieldProblem | undefined => {
  const n = value.trim().length;
  if (n === 0) return 'required';
  if (n < min) return 'too-short';
  if (n > max) return 'too-long';
  return undefined;
};

/**
 * Decision 1931: a ticket needs a category, a subject of 5–120 characters and a description of 20–2000 (trimmed; the
 * sandbox checks the same numbers, `TICKET_LIMITS`). Returns the problems by field; empty when the draft may be sent.
 */
export function checkTicketDraft(draft: TicketDraft): TicketProblems {
  const problems: TicketProblems = {};
  if (!(TICKET_CATEGORIES as readonly string[]).includes(draft.category)) problems.category = 'required';
  const subject = length(draft.subject, TICKET_LIMITS.subjectMin, TICKET_LIMITS.subjectMax);
  if (subject) problems.subject = subject;
  const description = length(draft.description, TICKET_LIMITS.bodyMin, TICKET_LIMITS.bodyMax);
  if (description) problems.description = description;
  return problems;
}

export const isTicketCategory = (value: string): value is TicketCategory => (TICKET_CATEGORIES as readonly string[]).includes(value);

/** A reply may be sent when it has text and is not longer than the limit. */
export const canSendReply = (ticket: Pick<Ticket, 'status'>, body: string): boolean =>
  ticket.status !== 'closed' && body.trim() !== '' && body.trim().length <= TICKET_LIMITS.replyMax;

/** Tickets waiting for the user (support replied) first, then open, then closed; newest update first within each. */
export function sortTickets(tickets: readonly Ticket[]): Ticket[] {
  const rank = { replied: 0, open: 1, closed: 2 } as const;
  return [...tickets].sort((a, b) => rank[a.status] - rank[b.status] || b.updated_at - a.updated_at);
}

/** How often the ticket list and an open thread ask again while support has to answer (decision 1945). */
export const TICKET_POLL_MS = 30_000;

/**
 * Decision 1945: poll while a ticket waits for support ("open"), so its answer shows without a reload; nothing to
 * wait for (no tickets, all answered or closed, or the read failed) means no polling.
 */
export const ticketPollMs = (tickets: readonly Pick<Ticket, 'status'>[] | null | undefined): number =>
  tickets?.some((t) => t.status === 'open') ? TICKET_POLL_MS : 0;

/** A ticket the user may close: any that is not closed yet. */
export const canCloseTicket = (ticket: Pick<Ticket, 'status'>): boolean => ticket.status !== 'closed';

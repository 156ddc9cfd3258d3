import type { AccountNotification, Ticket, TicketMessage } from '@exchange/api';

/** A ticket and its messages as the sandbox keeps them (decision 1931). */
export interface TicketEntry {
  ticket: Ticket;
  messages: TicketMessage[];
}

/** How long the sandbox's support agent takes to answer the user's last message (ours; decision 1945). */
export const AGENT_DELAY_MS = 20_000;

/** The agent's answer, in English; the responders word it in the request's language (content/localized-text). */
export const AGENT_ANSWER =
  'Thank you for contacting support. We have checked your account and are looking into this. If you have a transaction ID or a screenshot, reply here with it.';

/**
 * The sandbox's support desk (decision 1945): a ticket that is open and whose last message is the user's gets the
 * agent's answer AGENT_DELAY_MS after that message, once `now` has reached it; the ticket is then "replied" with the
 * answer's time as its last update. Pure and deterministic: the same state and `now` (the `sandbox_clock` cookie in
 * tests) give the same thread, so reads derive the answer and writes keep it.
 */
export function withAgentAnswer(entry: TicketEntry, now: number): TicketEntry {
  const last = entry.messages.at(-1);
  if (entry.ticket.status !== 'open' || last === undefined || last.author !== 'user') return entry;
  const at = last.created_at + AGENT_DELAY_MS;
  if (now < at) return entry;
  const answer: TicketMessage = {
    id: `${entry.ticket.id}-${entry.messages.length + 1}`,
    author: 'support',
    body: AGENT_ANSWER,
    created_at: at,
  };
  return { ticket: { ...entry.ticket, status: 'replied', updated_at: at }, messages: [...entry.messages, answer] };
}

/** Every support answer in the browser's tickets raises a "Support replied" notification, at the answer's time. */
export function agentNotifications(entries: readonly TicketEntry[]): AccountNotification[] {
  return entries.flatMap(({ ticket, messages }) =>
    messages
      .filter((m) => m.author === 'support')
      .map((m): AccountNotification => ({
        id: `n-${m.id}`,
        category: 'system',
        kind: 'ticket_replied',
        params: { id: ticket.id },
        title: '',
        body: '',
        link: '/myaccount/tickets',
        read: false,
        created_at: m.created_at,
      })),
  );
}

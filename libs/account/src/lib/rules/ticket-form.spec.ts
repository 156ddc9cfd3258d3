import type { Ticket } from '@exchange/api';
import { TICKET_POLL_MS, canCloseTicket, canSendReply, checkTicketDraft, sortTickets, ticketPollMs } from './ticket-form';

const ok = { category: 'deposit', subject: 'Deposit missing', description: 'My deposit has not arrived after 2 hours.' };

describe('the ticket form (decision 1931: subject 5–120, description 20–2000, a category)', () => {
  it.each([
    ['a complete draft', ok, {}],
    ['no category', { ...ok, category: '' }, { category: 'required' }],
    ['an unknown category', { ...ok, category: 'refund' }, { category: 'required' }],
    ['an empty subject', { ...ok, subject: '   ' }, { subject: 'required' }],
    ['a 4-character subject', { ...ok, subject: 'Help' }, { subject: 'too-short' }],
    ['a 5-character subject (the minimum)', { ...ok, subject: 'Help!' }, {}],
    ['a 121-character subject', { ...ok, subject: 'x'.repeat(121) }, { subject: 'too-long' }],
    ['an empty description', { ...ok, description: '' }, { description: 'required' }],
    ['19 characters of description', { ...ok, description: 'x'.repeat(19) }, { description: 'too-short' }],
    ['20 characters, padded with spaces', { ...ok, description: `  ${'x'.repeat(20)}  ` }, {}],
    ['2001 characters of description', { ...ok, description: 'x'.repeat(2001) }, { description: 'too-long' }],
    [
      'everything missing',
      { category: '', subject: '', description: '' },
      { category: 'required', subject: 'required', description: 'required' },
    ],
  ])('%s', (_label, draft, expected) => expect(checkTicketDraft(draft)).toEqual(expected));

  it.each([
    ['open, with text', 'open', 'Thanks', true],
    ['replied, with text', 'replied', 'Here it is', true],
    ['closed', 'closed', 'Hello?', false],
    ['only spaces', 'open', '   ', false],
    ['2001 characters', 'open', 'x'.repeat(2001), false],
  ] as const)('a reply %s → %s', (_label, status, body, expected) => expect(canSendReply({ status }, body)).toBe(expected));

  it('puts tickets waiting for the user first, then open, then closed, newest first', () => {
    const t = (id: string, status: Ticket['status'], updated_at: number): Ticket => ({
      id,
      status,
      updated_at,
      created_at: 0,
      category: 'other',
      subject: id,
    });
    expect(sortTickets([t('a', 'closed', 9), t('b', 'open', 1), t('c', 'replied', 2), t('d', 'open', 5)]).map((x) => x.id)).toEqual([
      'c',
      'd',
      'b',
      'a',
    ]);
  });
});

describe('waiting for support (decision 1945)', () => {
  it.each<[string, Pick<Ticket, 'status'>[] | null | undefined, number]>([
    ['the list has not answered: no polling', undefined, 0],
    ['the read failed: no polling', null, 0],
    ['no tickets', [], 0],
    ['all answered or closed', [{ status: 'replied' }, { status: 'closed' }], 0],
    ['one waits for support: poll every 30 s', [{ status: 'closed' }, { status: 'open' }], TICKET_POLL_MS],
  ])('%s', (_, tickets, ms) => {
    expect(ticketPollMs(tickets)).toBe(ms);
  });

  it.each<[Ticket['status'], boolean]>([
    ['open', true],
    ['replied', true],
    ['closed', false],
  ])('a %s ticket may be closed: %p', (status, may) => {
    expect(canCloseTicket({ status })).toBe(may);
  });
});

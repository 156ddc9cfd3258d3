import { createExchangeClient, createTransport, type FetchLike } from '@exchange/api';
import { createRecordingMonitor } from '@exchange/monitoring/testing';
import { personaCookieHeader } from '../../testing/persona-cookies';
import { AGENT_DELAY_MS } from '../account-services/ticket-agent';
import { createSandboxFetch } from '../handle-request';
import type { PersonaName } from '../personas';
import { resetSandboxState } from '../state/session-state';

afterEach(() => resetSandboxState());

const clientOf = (persona: PersonaName, clock?: { now: number }) => {
  const inner = createSandboxFetch();
  const fetch: FetchLike = (url, init) => {
    const headers = new Headers(init.headers);
    const time = clock ? `; sandbox_clock=${clock.now}` : '';
    headers.set('cookie', `${personaCookieHeader(persona)}; sandbox_sid=sid-services-${persona}; csrftoken=t${time}`);
    headers.set('csrftoken', 't');
    return inner(url, { ...init, headers });
  };
  return createExchangeClient(createTransport({ baseUrl: 'http://localhost', fetch, monitor: createRecordingMonitor().monitor }));
};
const refusal = async (promise: Promise<{ ok: boolean; error: { message: string } | null }>) => (await promise).error?.message;

describe('support tickets (decision 1931)', () => {
  it('opens a ticket, lists it, shows its thread and takes a reply; refuses what a real desk refuses', async () => {
    const client = clientOf('user-kyc2');
    expect(await client.call('supportTickets')).toEqual({ list: [] });
    expect(
      await refusal(client.callResult('supportTicketCreate', { category: 'deposit', subject: 'Help me', description: '   ' })),
    ).toMatch(/Describe the problem in 20 to 2000 characters/);
    expect(
      await refusal(client.callResult('supportTicketCreate', { category: 'deposit', subject: 'Hi', description: 'x'.repeat(30) })),
    ).toMatch(/subject needs 5 to 120/);
    const ticket = await client.call('supportTicketCreate', {
      category: 'deposit',
      subject: 'Deposit not credited',
      description: 'My USDT deposit on TRON has 20 confirmations but is not credited.',
    });
    expect(ticket).toMatchObject({ id: 'tk-1', status: 'open', category: 'deposit' });
    expect((await client.call('supportTickets'))?.list.map((t) => t.subject)).toEqual(['Deposit not credited']);
    const replied = await client.call('supportTicketReply', { id: 'tk-1', body: 'The txid is abc.' });
    expect(replied?.messages.map((m) => m.author)).toEqual(['user', 'user']);
    expect(await refusal(client.callResult('supportTicketReply', { id: 'tk-1', body: '  ' }))).toBe('Write a message');
    expect(await refusal(client.callResult('supportTicket', { id: 'tk-99' }))).toBe('This ticket does not exist');
    // The ticket raised a notification.
    expect((await client.call('accountNotifications'))?.list[0]).toMatchObject({ kind: 'ticket_received', params: { id: 'tk-1' } });
  });
});

describe('the sandbox support agent (decision 1945)', () => {
  it("answers a new ticket after its delay, raises a notification, follows the user's reply, and the user closes it", async () => {
    const clock = { now: Date.UTC(2026, 10, 28, 10, 0, 0) };
    const client = clientOf('user-kyc2', clock);
    await client.call('supportTicketCreate', {
      category: 'withdrawal',
      subject: 'Withdrawal pending',
      description: 'My BTC withdrawal has been pending for two hours.',
    });
    // A client per read: the transport keeps a GET's answer for a moment (dedupe), the clock moves faster here.
    const fresh = () => clientOf('user-kyc2', clock);
    const status = async () => (await fresh().call('supportTickets'))?.list[0]?.status;
    clock.now += AGENT_DELAY_MS - 1;
    expect(await status()).toBe('open');
    clock.now += 1;
    expect(await status()).toBe('replied');
    const thread = await fresh().call('supportTicket', { id: 'tk-1' });
    expect(thread?.messages.map((m) => m.author)).toEqual(['user', 'support']);
    expect(thread?.ticket.updated_at).toBe(Date.UTC(2026, 10, 28, 10, 0, 20));
    expect((await fresh().call('accountNotifications'))?.list[0]).toMatchObject({
      kind: 'ticket_replied',
      params: { id: 'tk-1' },
      read: false,
    });
    // The user answers: waiting for support again, then the agent answers again.
    clock.now += 60_000;
    const replied = await client.call('supportTicketReply', { id: 'tk-1', body: 'The txid is abc.' });
    expect(replied?.ticket.status).toBe('open');
    expect(replied?.messages.map((m) => m.author)).toEqual(['user', 'support', 'user']);
    clock.now += AGENT_DELAY_MS;
    expect((await fresh().call('supportTicket', { id: 'tk-1' }))?.messages.map((m) => m.author)).toEqual([
      'user',
      'support',
      'user',
      'support',
    ]);
    // Closed by the user: no reply, no answer, and closing twice is refused.
    expect((await client.call('supportTicketClose', { id: 'tk-1' }))?.ticket.status).toBe('closed');
    clock.now += AGENT_DELAY_MS * 10;
    expect(await status()).toBe('closed');
    expect(await refusal(client.callResult('supportTicketReply', { id: 'tk-1', body: 'Hello?' }))).toMatch(/closed/);
    expect(await refusal(client.callResult('supportTicketClose', { id: 'tk-1' }))).toBe('This ticket is already closed');
    expect(await refusal(client.callResult('supportTicketClose', { id: 'tk-9' }))).toBe('This ticket does not exist');
  });
});

describe('notifications (decision 1932)', () => {
  it('marks one, then all, read', async () => {
    const client = clientOf('user-kyc2');
    const unread = async () => (await client.call('accountNotifications'))?.list.filter((n) => !n.read).map((n) => n.id);
    expect(await unread()).toEqual(['n-login', 'n-campaign']);
    await client.call('notificationsRead', { ids: ['n-login'] });
    expect(await unread()).toEqual(['n-campaign']);
    await client.call('notificationsRead', { all: true });
    expect(await unread()).toEqual([]);
    expect(await refusal(client.callResult('notificationsRead', { ids: ['n-none'] }))).toBe('No such notification');
  });
});

describe('fiat deposit (decision 1933)', () => {
  it('checks the limits, and a confirmed deposit is credited to spot through the ledger', async () => {
    const client = clientOf('fiat-entitled');
    const channels = await client.call('fiatDepositChannels');
    expect(channels?.channels.map((c) => c.fiat)).toEqual(['EUR', 'GBP', 'USD', 'BRL']);
    expect(await refusal(client.callResult('fiatDepositCreate', { fiat: 'EUR', method: 'card', amount: '9000' }))).toMatch(
      /between 15 and 5000 EUR/,
    );
    expect(await refusal(client.callResult('fiatDepositCreate', { fiat: 'EUR', method: 'pix', amount: '100' }))).toMatch(/not available/);
    const deposit = await client.call('fiatDepositCreate', { fiat: 'EUR', method: 'card', amount: '200' });
    expect(deposit).toMatchObject({ status: 'awaiting_payment', fee: '3.60', credited: '196.40' });
    const spotEur = async () =>
      (await client.call('walletBalances')).accounts.find((a) => a.account === 'spot')?.balances.find((b) => b.currency === 'EUR')
        ?.available;
    expect(await spotEur()).toBeUndefined();
    expect(await client.call('fiatDepositConfirm', { id: deposit?.id ?? '' })).toMatchObject({ status: 'completed' });
    expect(Number(await spotEur())).toBe(196.4);
    expect(await refusal(client.callResult('fiatDepositConfirm', { id: deposit?.id ?? '' }))).toMatch(/not waiting for payment/);
    expect((await client.call('fiatDeposits')).list).toHaveLength(1);
  });

  it.each<[PersonaName, RegExp]>([
    ['fiat-restricted', /not available in your region/],
    ['uk-limited', /not available in your region/],
    ['withdraw-only', /can only withdraw/],
  ])('%s is refused', async (persona, message) => {
    expect(await refusal(clientOf(persona).callResult('fiatDepositChannels'))).toMatch(message);
  });
});

describe('coupons (decision 1934)', () => {
  it('lists the seeds, redeems a code once, refuses unknown and expired codes', async () => {
    const client = clientOf('user-kyc2');
    expect((await client.call('coupons'))?.list).toHaveLength(4);
    expect(await client.call('couponRedeem', { code: 'welcome10' })).toMatchObject({
      kind: 'trading_fee',
      value: '10',
      status: 'available',
    });
    expect((await client.call('coupons'))?.list[0]?.id).toBe('cp-welcome10');
    expect(await refusal(client.callResult('couponRedeem', { code: 'WELCOME10' }))).toBe('You have already redeemed this code');
    expect(await refusal(client.callResult('couponRedeem', { code: 'SPRING-2025' }))).toBe('This code has expired');
    expect(await refusal(client.callResult('couponRedeem', { code: 'NOPE-0000' }))).toBe('This code does not exist');
  });
});

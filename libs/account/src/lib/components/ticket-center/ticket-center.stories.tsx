import type { Ticket, TicketThread } from '@exchange/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TicketCenter } from './ticket-center';

const T = Date.UTC(2026, 10, 20, 9);
const TICKETS: Ticket[] = [
  {
    id: 'tk-1',
    category: 'deposit',
    subject: 'USDT deposit on TRON not credited',
    status: 'replied',
    created_at: T,
    updated_at: T + 7_200_000,
  },
  {
    id: 'tk-2',
    category: 'kyc',
    subject: 'Selfie step keeps failing',
    status: 'open',
    created_at: T - 86_400_000,
    updated_at: T - 80_000_000,
  },
  {
    id: 'tk-3',
    category: 'account',
    subject: 'Change my e-mail address',
    status: 'closed',
    created_at: T - 9 * 86_400_000,
    updated_at: T - 8 * 86_400_000,
  },
];
const THREAD: TicketThread = {
  ticket: {
    id: 'tk-1',
    category: 'deposit',
    subject: 'USDT deposit on TRON not credited',
    status: 'replied',
    created_at: T,
    updated_at: T + 7_200_000,
  },
  messages: [
    { id: 'm1', author: 'user', body: 'My deposit of 250 USDT on TRON has 20 confirmations but is not in my balance.', created_at: T },
    { id: 'm2', author: 'support', body: 'Thanks for waiting. Could you send the transaction ID (TXID)?', created_at: T + 7_200_000 },
  ],
};

const meta = {
  title: 'Account/TicketCenter',
  component: TicketCenter,
  args: {
    tickets: TICKETS,
    loading: false,
    openId: null,
    thread: null,
    helpHref: '/help',
    onOpen: fn(),
    onRetry: fn(),
    onCreate: fn(async (): Promise<{ id: string } | { error: string }> => ({ id: 'tk-4' })),
    onReply: fn(async (): Promise<string | null> => null),
    onClose: fn(async (): Promise<string | null> => null),
  },
} satisfies Meta<typeof TicketCenter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three tickets (waiting for the user first); open a new one: the form checks every field before sending. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'View ticket Selfie step keeps failing' }));
    await expect(args.onOpen).toHaveBeenCalledWith('tk-2');
    await userEvent.click(canvas.getByRole('button', { name: 'New ticket' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit ticket' }));
    await expect(canvas.getByText('Choose a category.')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.selectOptions(canvas.getByLabelText('Category'), 'withdrawal');
    await userEvent.type(canvas.getByLabelText('Subject'), 'Withdrawal pending');
    await userEvent.type(canvas.getByLabelText('Describe the problem'), 'My BTC withdrawal has been pending for 3 hours.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit ticket' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      category: 'withdrawal',
      subject: 'Withdrawal pending',
      description: 'My BTC withdrawal has been pending for 3 hours.',
    });
    await expect(await canvas.findByText('Ticket tk-4 opened. We will reply here and notify you.')).toBeVisible();
  },
};

/** A refusal keeps what was typed. */
export const Refused: Story = {
  args: { onCreate: fn(async (): Promise<{ id: string } | { error: string }> => ({ error: 'You have 10 open tickets.' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New ticket' }));
    await userEvent.selectOptions(canvas.getByLabelText('Category'), 'other');
    await userEvent.type(canvas.getByLabelText('Subject'), 'A question');
    await userEvent.type(canvas.getByLabelText('Describe the problem'), 'How do I change my nickname please?');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit ticket' }));
    await expect(await canvas.findByText('Not sent: You have 10 open tickets.')).toHaveAttribute('role', 'alert');
    await expect(canvas.getByLabelText('Subject')).toHaveValue('A question');
  },
};

/** A ticket's thread (support replied, decision 1945): the user answers, then closes the solved ticket. */
export const Thread: Story = {
  args: { openId: 'tk-1', thread: THREAD },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send reply' })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Your reply'), 'The TXID is 9f3c…');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expect(args.onReply).toHaveBeenCalledWith({ id: 'tk-1', body: 'The TXID is 9f3c…' });
    await userEvent.click(canvas.getByRole('button', { name: 'Close ticket' }));
    await expect(args.onClose).toHaveBeenCalledWith('tk-1');
  },
};

/** A closed ticket: no reply box and no close button. */
export const ClosedThread: Story = {
  args: { openId: 'tk-1', thread: { ...THREAD, ticket: { ...THREAD.ticket, status: 'closed' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Close ticket' })).toBeNull();
    await expect(canvas.queryByLabelText('Your reply')).toBeNull();
  },
};

/** Closing refused by the server: said above the reply box. */
export const CloseRefused: Story = {
  args: { openId: 'tk-1', thread: THREAD, onClose: fn(async (): Promise<string | null> => 'This ticket is already closed') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Close ticket' }));
    await expect(await canvas.findByText('Not sent: This ticket is already closed')).toHaveAttribute('role', 'alert');
  },
};

/** No tickets yet: the help centre first, then a new ticket. */
export const Empty: Story = { args: { tickets: [] } };

/** Loading. */
export const Loading: Story = { args: { loading: true } };

/** The list could not be read. */
export const Error: Story = { args: { tickets: null } };

/** Arabic (right to left). */
export const Arabic: Story = { globals: { locale: 'ar' } };

/** A thread in Arabic. */
export const ArabicThread: Story = { args: { openId: 'tk-1', thread: THREAD }, globals: { locale: 'ar' } };

import type { AccountNotification } from '@exchange/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotificationCenter } from './notification-center';

const T = Date.UTC(2026, 10, 28, 8);
const base = { params: {}, title: '', body: '', link: '', read: false };
const NOTES: AccountNotification[] = [
  {
    ...base,
    id: 'n1',
    category: 'system',
    kind: 'login_new_device',
    params: { device: 'Chrome · macOS', ip: '203.0.113.7' },
    link: '/myaccount/security_device',
    created_at: T,
  },
  {
    ...base,
    id: 'n2',
    category: 'activity',
    kind: 'campaign',
    title: 'Trade BTC with zero fees this week',
    body: 'Limited-time campaign for spot trading.',
    link: '/trade/BTC_USDT',
    created_at: T - 3_600_000,
  },
  {
    ...base,
    id: 'n3',
    category: 'trade',
    kind: 'order_filled',
    params: { side: 'buy', symbol: 'BTC/USDT', amount: '0.01' },
    read: true,
    created_at: T - 86_400_000,
  },
  {
    ...base,
    id: 'n4',
    category: 'system',
    kind: 'deposit_credited',
    params: { amount: '100', currency: 'USDT' },
    link: '/myaccount/assets',
    read: true,
    created_at: T - 3 * 86_400_000,
  },
];

const meta = {
  title: 'Account/NotificationCenter',
  component: NotificationCenter,
  args: {
    notifications: NOTES,
    loading: false,
    onMarkRead: fn(async () => undefined),
    onMarkAll: fn(async () => undefined),
    onRetry: fn(),
    localize: (path: string) => path,
  },
} satisfies Meta<typeof NotificationCenter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two unread of four; the trade tab; mark one and all read. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('notifications-unread')).toHaveTextContent('2 unread notifications');
    await userEvent.click(canvas.getByRole('tab', { name: /Trade/ }));
    await expect(canvas.getByRole('heading', { name: 'Order filled' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: /All/ }));
    const [first] = canvas.getAllByRole('button', { name: 'Mark as read' });
    if (first) await userEvent.click(first);
    await expect(args.onMarkRead).toHaveBeenCalledWith(['n1']);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await expect(args.onMarkAll).toHaveBeenCalled();
  },
};

/** Nothing yet. */
export const Empty: Story = { args: { notifications: [] } };

/** Loading. */
export const Loading: Story = { args: { loading: true } };

/** The read failed. */
export const Error: Story = { args: { notifications: null } };

/** Arabic (right to left). */
export const Arabic: Story = { globals: { locale: 'ar' } };

const SUPPORT: AccountNotification[] = [
  {
    ...base,
    id: 'n-tk-1-2',
    category: 'system',
    kind: 'ticket_replied',
    params: { id: 'tk-1' },
    link: '/myaccount/tickets',
    created_at: T + 20_000,
  },
  { ...base, id: 'n-5', category: 'system', kind: 'ticket_received', params: { id: 'tk-1' }, link: '/myaccount/tickets', created_at: T },
];

/** Decision 1945: the support agent answered a ticket: "Support replied" above its "Ticket received", both unread. */
export const SupportReplied: Story = {
  args: { notifications: [...SUPPORT, ...NOTES] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /Support replied/ })).toBeVisible();
    await expect(canvas.getByText('Support answered your ticket tk-1. Open it to read the reply.')).toBeVisible();
    await expect(canvas.getByTestId('notifications-unread')).toHaveTextContent('4 unread notifications');
  },
};

/** The same in Arabic. */
export const SupportRepliedArabic: Story = { args: { notifications: [...SUPPORT, ...NOTES] }, globals: { locale: 'ar' } };

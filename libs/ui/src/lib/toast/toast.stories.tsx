import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, type CSSProperties } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useToast } from './toast';
import type { ToastOptions } from './toast-stack';

const button: CSSProperties = {
  height: '2.5rem',
  paddingInline: '1rem',
  border: 0,
  borderRadius: 'var(--chakra-radii-l2)',
  background: 'var(--chakra-colors-brand-solid)',
  color: 'white',
  fontWeight: 500,
  cursor: 'pointer',
};

interface ToastDemoProps {
  /** Shown on mount (the story's state). */
  initial: ToastOptions[];
  /** What the button shows. */
  next: ToastOptions;
  buttonLabel: string;
}

/** The app's providers (the story decorator) mount the toast region; this demo only calls `useToast`. */
function ToastDemo({ initial, next, buttonLabel }: ToastDemoProps) {
  const toast = useToast();
  useEffect(() => {
    const ids = initial.map((t) => toast.show(t));
    return () => ids.forEach((id) => toast.dismiss(id));
  }, [initial, toast]);
  return (
    <button type="button" style={button} onClick={() => toast.show(next)}>
      {buttonLabel}
    </button>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastDemo,
  parameters: { layout: 'centered' },
  args: {
    initial: [],
    next: { status: 'success', title: 'Saved', description: 'Your fund password frequency was saved.' },
    buttonLabel: 'Show a toast',
  },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Press the button: a toast in the polite region, closed by its × (the countdown pauses while it is hovered). Before
 * that, both live regions are already in the accessibility tree (empty) and there is no "Notifications" landmark yet.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByRole('alert')).toBeEmptyDOMElement();
    await expect(page.getByRole('status')).toBeEmptyDOMElement();
    await expect(page.queryByRole('region', { name: 'Notifications' })).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show a toast' }));
    const status = page.getByRole('status');
    await expect(await within(status).findByText('Your fund password frequency was saved.')).toBeInTheDocument();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainElement(status);
    await userEvent.click(within(status).getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(within(status).queryByText('Your fund password frequency was saved.')).not.toBeInTheDocument());
  },
};

const persistent = { duration: 0 };

/** Every status at once (kept open): the error sits in the alert region, on top. */
export const States: Story = {
  args: {
    initial: [
      { status: 'info', title: 'Info', description: 'Deposits on this network take about 10 minutes.', ...persistent },
      { status: 'success', title: 'Success', description: 'Your fund password frequency was saved.', ...persistent },
      { status: 'warning', title: 'Warning', description: 'Sub-account users cannot open this page.', ...persistent },
      { status: 'error', title: 'Error', description: 'The fund password is incorrect.', ...persistent },
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await within(page.getByRole('alert')).findByText('The fund password is incorrect.')).toBeInTheDocument();
    await expect(await within(page.getByRole('status')).findAllByRole('listitem')).toHaveLength(3);
  },
};

/** Arabic (RTL): the stack sits bottom left (inline end), the accent on the right (inline start). */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    initial: [
      { status: 'error', title: 'خطأ', description: 'كلمة مرور الأموال غير صحيحة.', ...persistent },
      { status: 'success', description: 'تم الحفظ.', ...persistent },
    ],
    next: { status: 'info', description: 'تستغرق الإيداعات حوالي 10 دقائق.' },
    buttonLabel: 'إظهار إشعار',
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await within(page.getByRole('alert')).findByText('كلمة مرور الأموال غير صحيحة.')).toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { apiBusinessItem } from '../../../testing/api-shapes';
import { ARABIC_GLOBALS, playArabic } from '../../../testing/arabic-story';
import { BusinessComplianceNotice } from './business-compliance-notice';

const meta = {
  title: 'Compliance/BusinessComplianceNotice',
  component: BusinessComplianceNotice,
  args: {
    item: apiBusinessItem({
      title: 'Service update',
      content: 'Some products in your region change on 1 March. See the announcement for details.',
      text_link: [{ key: 'announcement', link: '/announcements/1' }],
      ok_button: 'Learn more',
      cancel_button: 'Later',
      ok_button_router: '/announcements/1',
      type: 'link',
    }),
    allowOrigins: ['https://www.example-exchange.test'],
    onNavigate: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof BusinessComplianceNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Learn more' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/announcements/1'));
  },
};

/** Dismiss type (ok closes), no close button, content only, and HTML content. */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <BusinessComplianceNotice
        {...args}
        item={apiBusinessItem({ content: 'Dismiss type: the ok button only closes.', ok_button: 'OK', type: 'dismiss' })}
      />
      <BusinessComplianceNotice
        {...args}
        item={apiBusinessItem({
          title: 'Mandatory notice',
          content: 'no_close_button is set: only the buttons close it.',
          ok_button: 'I Got it',
          type: 'dismiss',
          no_close_button: true,
        })}
      />
      <BusinessComplianceNotice {...args} item={apiBusinessItem({ content: 'Content only, with the default close button.' })} />
      <BusinessComplianceNotice
        {...args}
        item={apiBusinessItem({ content: '<p>HTML from the server with a <a href="/fee">safe link</a>.</p>' })}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'OK' }));
    await expect(canvas.queryByText('Dismiss type: the ok button only closes.')).toBeNull();
  },
};

/** Arabic (right-to-left) variants of every story above: the same args and states, `locale: ar`. */
export const DefaultArabic: Story = { ...Default, globals: ARABIC_GLOBALS, play: playArabic({ dialog: false }) };
export const StatesArabic: Story = { ...States, globals: ARABIC_GLOBALS, play: playArabic({ dialog: false }) };

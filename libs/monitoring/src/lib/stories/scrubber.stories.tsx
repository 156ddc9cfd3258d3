import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { scrubEvent, type JsonValue } from '../rules/scrub-event';

/** What leaves the browser: an event before and after the masks of spec 03 §9. */
function ScrubberPreview({ event }: { event: JsonValue }) {
  const pre = {
    fontFamily: 'monospace',
    fontSize: 12,
    background: '#f5f5f5',
    padding: 12,
    borderRadius: 6,
    whiteSpace: 'pre-wrap',
  } as const;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, fontFamily: 'system-ui, sans-serif' }}>
      <section aria-labelledby="before">
        <h2 id="before">Captured</h2>
        <pre style={pre}>{JSON.stringify(event, null, 2)}</pre>
      </section>
      <section aria-labelledby="after">
        <h2 id="after">Sent</h2>
        <pre style={pre} data-testid="scrubbed">
          {JSON.stringify(scrubEvent(event), null, 2)}
        </pre>
      </section>
    </div>
  );
}

const meta = {
  title: 'monitoring/Scrubber',
  component: ScrubberPreview,
  args: {
    event: {
      message: 'Withdrawal failed for ada@example.test from 203.0.113.7',
      user: { phone: '+44 7700 900123', password: 'hunter22', fundpass: '123456' },
      wallet_address: '0x52908400098527886E0F7030069857D2E4169EE7',
      order_id: '12345678901234',
      tx_hash: '0x9fc76417374aa880d4449a1f7f31ec597f00b1f6f3dd2d66f4c9c6c445836d8b',
    },
  },
} satisfies Meta<typeof ScrubberPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const sent = within(canvasElement).getByTestId('scrubbed').textContent ?? '';
    await expect(sent).not.toContain('ada@example.test');
    await expect(sent).not.toContain('hunter22');
    await expect(sent).not.toContain('203.0.113.7');
  },
};

/** Nothing sensitive: the event goes out unchanged. */
export const NothingToMask: Story = {
  args: { event: { message: 'Chart ready timeout', resolution: '60', retries: 50 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('scrubbed').textContent).toContain('Chart ready timeout');
  },
};

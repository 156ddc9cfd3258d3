import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FINGERPRINT_ISSUED_AT, errorMarkerFingerprint, expiredFingerprint, validFingerprint } from '../../testing';
import { fingerprintIssuedAt, isErrorMarker, isValidFingerprint, truncateFingerprint } from '../rules/fingerprint-validity';
import { nextFingerprintRefresh } from '../rules/refresh-schedule';

interface Sample {
  label: string;
  cookie: string;
}

interface FingerprintStatePanelProps {
  /** The clock the rules see (epoch ms). */
  now: number;
  /** Failed refreshes so far in the chain (0–3). */
  failedAttempts: number;
  samples: Sample[];
}

const cell = { padding: '6px 10px', borderBottom: '1px solid #d0d5dd', textAlign: 'start' as const, verticalAlign: 'top' as const };

function describeStep(cookie: string, now: number, failedAttempts: number): string {
  const step = nextFingerprintRefresh({ cookie, now, failedAttempts });
  if (step.kind === 'wait') return `refresh in ${(step.delayMs / 3_600_000).toFixed(1)} h`;
  if (step.kind === 'refresh') return `obtain a new one${step.delayMs ? ` after ${step.delayMs / 1000} s` : ' now'}`;
  return 'stop (3 failed refreshes)';
}

/** Reviewer panel: what the fingerprint rules decide for each cookie (plain React: this library has no UI kit). */
function FingerprintStatePanel({ now, failedAttempts, samples }: FingerprintStatePanelProps) {
  return (
    <table style={{ borderCollapse: 'collapse', fontFamily: 'system-ui, sans-serif', fontSize: 14 }}>
      <caption style={{ textAlign: 'start', paddingBottom: 8 }}>Clock: {new Date(now).toISOString()}</caption>
      <thead>
        <tr>
          {['Case', 'Cookie (first 60)', 'Issued', 'Verdict', 'Next step'].map((h) => (
            <th key={h} scope="col" style={cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {samples.map(({ label, cookie }) => {
          const issued = fingerprintIssuedAt(cookie);
          const valid = isValidFingerprint(cookie, now);
          const verdict = valid ? 'valid' : isErrorMarker(cookie) ? 'error marker' : issued !== null ? 'expired' : 'invalid';
          return (
            <tr key={label} data-verdict={verdict}>
              <th scope="row" style={cell}>
                {label}
              </th>
              <td style={{ ...cell, fontFamily: 'ui-monospace, monospace', wordBreak: 'break-all', maxWidth: 320 }}>
                {truncateFingerprint(cookie) || '(empty)'}
              </td>
              <td style={cell}>{issued === null ? '—' : new Date(issued).toISOString()}</td>
              <td style={{ ...cell, color: valid ? '#0b8a5f' : '#d6344a', fontWeight: 600 }}>{verdict}</td>
              <td style={cell}>{describeStep(cookie, now, failedAttempts)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

const samples: Sample[] = [
  { label: 'Valid (issued 2 h ago)', cookie: validFingerprint },
  { label: 'Expired (30 h old)', cookie: expiredFingerprint },
  { label: 'Error marker', cookie: errorMarkerFingerprint },
  { label: 'Empty', cookie: '' },
  { label: 'Wrong length', cookie: validFingerprint.slice(0, 32) },
];

const meta = {
  title: 'Fingerprint/States',
  component: FingerprintStatePanel,
  args: { now: FINGERPRINT_ISSUED_AT + 2 * 3_600_000, failedAttempts: 0, samples },
  argTypes: {
    now: { control: 'number', description: 'epoch ms seen by the rules' },
    failedAttempts: { control: { type: 'range', min: 0, max: 3, step: 1 } },
  },
} satisfies Meta<typeof FingerprintStatePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Valid, expired, error marker and malformed cookies, two hours after the valid one was issued. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('row', { name: /Valid \(issued 2 h ago\)/ })).toHaveAttribute('data-verdict', 'valid');
    await expect(canvas.getByRole('row', { name: /Expired/ })).toHaveAttribute('data-verdict', 'expired');
    await expect(canvas.getByRole('row', { name: /Error marker/ })).toHaveAttribute('data-verdict', 'error marker');
  },
};

/** A day later with the retry budget spent: every cookie is stale and the refresher stops. */
export const States: Story = {
  args: { now: FINGERPRINT_ISSUED_AT + 26 * 3_600_000, failedAttempts: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('row', { name: /Valid \(issued 2 h ago\)/ })).toHaveAttribute('data-verdict', 'expired');
    await expect(canvas.getAllByText('stop (3 failed refreshes)')).toHaveLength(samples.length);
  },
};

import type { AnalyticsEvent } from '@exchange/api';
import { ANALYTICS_POLICY } from '../rules/analytics-policy';
import { createAnalyticsClient, type AnalyticsClientOptions } from './create-analytics-client';

/** Lets the client's promise callbacks run between timer steps. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

const setup = (send: AnalyticsClientOptions['send'], extra: Partial<AnalyticsClientOptions> = {}) => {
  const sent: AnalyticsEvent[][] = [];
  const client = createAnalyticsClient({
    send: (events) => {
      sent.push(events);
      return send(events);
    },
    session: 's-1',
    enabled: true,
    now: () => 1_764_028_800_000,
    ...extra,
  });
  return { client, sent };
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('createAnalyticsClient: batching', () => {
  it('sends a batch 2 s after its first event, not before', async () => {
    const { client, sent } = setup(async () => true);
    client.track('download_banner_view', { site: 0 });
    client.track('download_banner_click', { site: 0 });
    await jest.advanceTimersByTimeAsync(ANALYTICS_POLICY.flushDelayMs - 1);
    expect(sent).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.map((e) => e.name)).toEqual(['download_banner_view', 'download_banner_click']);
    expect(sent[0]?.[0]).toEqual({ name: 'download_banner_view', at: 1_764_028_800_000, session: 's-1', props: { site: 0 } });
    expect(client.pending()).toBe(0);
  });

  it('sends at once when a batch is full (10 events), and the rest after the delay', async () => {
    const { client, sent } = setup(async () => true);
    for (let i = 0; i < 12; i += 1) client.track('banner_exposure', { index: i });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(10);
    await settle();
    await jest.advanceTimersByTimeAsync(ANALYTICS_POLICY.flushDelayMs);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.map((e) => e.props['index'])).toEqual([10, 11]);
  });

  it('flush() sends what is queued now', () => {
    const { client, sent } = setup(async () => true);
    client.track('kyc_tip_bar_view');
    client.flush();
    expect(sent).toHaveLength(1);
  });

  it('masks properties before they are queued (spec 03 §9)', () => {
    const { client, sent } = setup(async () => true);
    client.track('login_attempt', { email: 'jane@example.com', password: 'hunter2' });
    client.flush();
    const props = sent[0]?.[0]?.props ?? {};
    expect(JSON.stringify(props)).not.toContain('jane@example.com');
    expect(props['password']).toBe('******');
  });

  it('refuses invalid names and keeps at most maxQueue events (oldest dropped)', async () => {
    const { client } = setup(() => new Promise<boolean>(() => undefined), {
      policy: { ...ANALYTICS_POLICY, batchSize: 1000, maxQueue: 3 },
    });
    expect(client.track('Not A Name')).toBe(false);
    for (let i = 0; i < 5; i += 1) client.track('banner_exposure', { index: i });
    expect(client.pending()).toBe(3);
  });
});

describe('createAnalyticsClient: 5 s timeout and back-off', () => {
  it('counts a send without an answer after 5000 ms (spec 01 §7) as failed and retries after 1 s', async () => {
    let calls = 0;
    const { client, sent } = setup(() => {
      calls += 1;
      return calls === 1 ? new Promise<boolean>(() => undefined) : Promise.resolve(true);
    });
    client.track('kyc_tip_bar_view');
    client.flush();
    await jest.advanceTimersByTimeAsync(4999);
    expect(sent).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(sent).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    await settle();
    expect(client.pending()).toBe(0);
  });

  it('retries a refused batch after 1, 2, 4 and 8 s, then drops it and goes on', async () => {
    const onSent = jest.fn();
    const { client, sent } = setup(async (events) => events[0]?.name !== 'always_refused', { onSent });
    client.track('always_refused');
    client.flush();
    await settle();
    const times: number[] = [];
    for (const wait of [1000, 2000, 4000, 8000]) {
      await jest.advanceTimersByTimeAsync(wait - 1);
      times.push(sent.length);
      await jest.advanceTimersByTimeAsync(1);
    }
    expect(times).toEqual([1, 2, 3, 4]);
    expect(sent).toHaveLength(5);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(5);
    expect(client.pending()).toBe(0);
    client.track('next_event');
    client.flush();
    await settle();
    expect(onSent).toHaveBeenCalledWith([expect.objectContaining({ name: 'next_event' })]);
  });

  it('treats a send that throws or rejects as a failure, never throwing itself', async () => {
    const { client, sent } = setup(() => {
      throw new Error('offline');
    });
    expect(() => {
      client.track('kyc_tip_bar_view');
      client.flush();
    }).not.toThrow();
    await settle();
    await jest.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(2);
  });

  it('sends one batch at a time: later events wait for the one in flight', async () => {
    let resolveFirst: (accepted: boolean) => void = () => undefined;
    const { client, sent } = setup((events) =>
      events[0]?.name === 'first_event' ? new Promise<boolean>((resolve) => (resolveFirst = resolve)) : Promise.resolve(true),
    );
    client.track('first_event');
    client.flush();
    client.track('second_event');
    await jest.advanceTimersByTimeAsync(ANALYTICS_POLICY.flushDelayMs);
    expect(sent).toHaveLength(1);
    resolveFirst(true);
    await settle();
    await jest.advanceTimersByTimeAsync(ANALYTICS_POLICY.flushDelayMs);
    expect(sent.map((b) => b[0]?.name)).toEqual(['first_event', 'second_event']);
  });
});

describe('createAnalyticsClient: consent switch', () => {
  it('collects nothing while off', async () => {
    const { client, sent } = setup(async () => true, { enabled: false });
    expect(client.track('kyc_tip_bar_view')).toBe(false);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(0);
  });

  it('switching off drops the queue and any pending retry; switching on collects again', async () => {
    let accept = false;
    const { client, sent } = setup(async () => accept);
    client.track('kyc_tip_bar_view');
    client.flush();
    await settle();
    client.track('kyc_tip_bar_click');
    client.setEnabled(false);
    expect(client.pending()).toBe(0);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(1);
    accept = true;
    client.setEnabled(true);
    client.track('kyc_tip_bar_close');
    client.flush();
    expect(sent.at(-1)?.map((e) => e.name)).toEqual(['kyc_tip_bar_close']);
  });

  it('dispose() stops every timer', async () => {
    const { client, sent } = setup(async () => true);
    client.track('kyc_tip_bar_view');
    client.dispose();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(0);
    expect(client.track('kyc_tip_bar_view')).toBe(false);
  });
});

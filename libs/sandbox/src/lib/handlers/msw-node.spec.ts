import { createExchangeClient, createTransport } from '@exchange/api';
import { createRecordingMonitor } from '@exchange/monitoring/testing';
import { setupServer } from 'msw/node';
import { personaCookieHeader } from '../../testing/persona-cookies';
import { createSandboxHandlers, sandboxHandlers } from './create-handlers';

const server = setupServer(...sandboxHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = (cookie?: string) =>
  createExchangeClient(
    createTransport({
      baseUrl: 'http://localhost',
      monitor: createRecordingMonitor().monitor,
      ...(cookie === undefined ? {} : { forward: { cookie } }),
    }),
  );

describe('sandboxHandlers under msw/node', () => {
  it('answers the default persona (visitor) without cookies', async () => {
    expect(await client().call('newbiePrizePop')).toEqual({ group_A: { num: '100' }, group_B: { num_first: '10', num_second: '90' } });
    expect((await client().callResult('userInfo')).ok).toBe(false);
  });

  it('answers the persona of the cookie, on any origin', async () => {
    const data = await client(personaCookieHeader('blocked-country')).call('complianceCheck');
    expect(data.limit.is_blocked_country).toBe(true);
    const other = createExchangeClient(
      createTransport({
        baseUrl: 'https://www.example.test',
        forward: { cookie: personaCookieHeader('restricted-feature') },
        monitor: createRecordingMonitor().monitor,
      }),
    );
    const restricted = await other.call('complianceCheck');
    expect(restricted.menu).toEqual(['futures', 'alpha', 'pilot', 'etf']);
    expect(restricted.tips.enable).toBe(false);
  });

  it('answers at the frozen instant of the sandbox_clock cookie (the visual suite), else at the real clock', async () => {
    const frozen = 'sandbox_clock=1767225600000';
    const first = await client(frozen).call('marketTickers', {});
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await client(frozen).call('marketTickers', {})).toEqual(first);
    expect(first.length).toBeGreaterThan(0);
    expect(await client('sandbox_clock=1767312000000').call('marketTickers', {})).not.toEqual(first);
  });

  it('can pin a persona and faults (Storybook, tests)', async () => {
    server.use(...createSandboxHandlers({ persona: 'vip', faults: { kycStatus: 'http500' } }));
    expect((await client().call('vipTier')).trial.tier).toBe(2);
    expect((await client().callResult('kycStatus')).error?.kind).toBe('http');
  });
});

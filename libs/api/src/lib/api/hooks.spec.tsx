import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createFixtureClient, type FixtureData } from '../../testing/fixture-client';
import { RetryLaterError } from '../client/errors';
import { EMPTY_COMPLIANCE } from '../endpoints/compliance';
import type { EndpointName } from '../endpoints/registry';
import type { FailureKind } from '../rules/failure-policy';
import { swrKey } from '../rules/swr-key';
import { businessComplianceItemSchema } from '../schemas/compliance';
import { useAgreementStatus } from './agreement-status';
import { useSubmitAgreement } from './agreement-submit';
import { useComplianceCheck } from './compliance-check';
import { ExchangeClientProvider, useExchangeClient } from './exchange-client-provider';
import { useFooterTips } from './footer-tips';
import { useKycStatus } from './kyc-status';
import { useNewbiePrizePop } from './newbie-prize-pop';
import { useVipTier } from './vip-tier';

const wrapperFor =
  (client: ReturnType<typeof createFixtureClient>, fallback?: Record<string, unknown>) =>
  ({ children }: { children: ReactNode }) => (
    <ExchangeClientProvider client={client} fallback={fallback} swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}>
      {children}
    </ExchangeClientProvider>
  );

const setup = (
  fixtures: FixtureData = {},
  failures: Partial<Record<EndpointName, FailureKind>> = {},
  fallback?: Record<string, unknown>,
) => {
  const client = createFixtureClient(fixtures, failures);
  return { client, wrapper: wrapperFor(client, fallback) };
};

describe('read hooks', () => {
  it('useComplianceCheck gives the call data', async () => {
    const { wrapper } = setup({ complianceCheck: { ...EMPTY_COMPLIANCE, menu: ['futures'] } });
    const { result } = renderHook(() => useComplianceCheck(), { wrapper });
    await waitFor(() => expect(result.current.data?.menu).toEqual(['futures']));
  });

  it('useVipTier gives the fallback (trial tier 0) when the call fails, with no error', async () => {
    const { wrapper } = setup({}, { vipTier: 'http' });
    const { result } = renderHook(() => useVipTier(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ trial: { tier: 0 }, tier: 0, expire_time: 0 }));
    expect(result.current.error).toBeUndefined();
  });

  it('uses server-prefetched data from the fallback map on the first render', () => {
    const { wrapper } = setup({ kycStatus: { kyc_status: 1 } }, {}, { [swrKey('kycStatus')]: { kyc_status: 4 } });
    const { result } = renderHook(() => useKycStatus(), { wrapper });
    expect(result.current.data).toEqual({ kyc_status: 4 });
  });

  it('skips a call whose input is null or that is disabled', async () => {
    const { client, wrapper } = setup();
    renderHook(() => useFooterTips(null), { wrapper });
    renderHook(() => useKycStatus({ enabled: false }), { wrapper });
    await act(async () => undefined);
    expect(client.calls).toEqual([]);
  });

  it('useFooterTips passes the sub-site id', async () => {
    const { client, wrapper } = setup({
      footerTips: (input) => [businessComplianceItemSchema.parse({ content: `site ${input.subSiteId}` })],
    });
    const { result } = renderHook(() => useFooterTips(177), { wrapper });
    await waitFor(() => expect(result.current.data?.[0]?.content).toBe('site 177'));
    expect(client.calls).toEqual([{ name: 'footerTips', input: { subSiteId: 177 } }]);
  });

  it('a failed helper GET request surfaces as a RetryLaterError', async () => {
    const { wrapper } = setup({}, { newbiePrizePop: 'network' });
    const { result } = renderHook(() => useNewbiePrizePop({ shouldRetryOnError: false }), { wrapper });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(RetryLaterError));
    expect(result.current.data).toBeUndefined();
  });
});

describe('mutation helpers', () => {
  it('useSubmitAgreement posts, then refreshes the agreement status (spec 03 §4)', async () => {
    let status = 1;
    const { client, wrapper } = setup({
      agreementStatus: () => ({ status, content: 'Terms', submit_button: 'I Agree' }),
      agreementSubmit: () => {
        status = 0;
        return { submitted: true };
      },
    });
    const { result } = renderHook(() => ({ status: useAgreementStatus(), submit: useSubmitAgreement() }), { wrapper });
    await waitFor(() => expect(result.current.status.data?.status).toBe(1));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.submit.trigger({});
    });
    expect(outcome).toEqual({ ok: true, data: { submitted: true }, error: null });
    await waitFor(() => expect(result.current.status.data?.status).toBe(0));
    expect(client.calls.map((call) => call.name)).toEqual(['agreementStatus', 'agreementSubmit', 'agreementStatus']);
  });

  it('a failed write resolves with ok false and does not refresh', async () => {
    const { client, wrapper } = setup({}, { agreementSubmit: 'code' });
    const { result } = renderHook(() => ({ status: useAgreementStatus(), submit: useSubmitAgreement() }), { wrapper });
    await waitFor(() => expect(result.current.status.data).toBeDefined());
    let outcome: { ok: boolean } | undefined;
    await act(async () => {
      outcome = await result.current.submit.trigger({});
    });
    expect(outcome?.ok).toBe(false);
    expect(client.calls.map((call) => call.name)).toEqual(['agreementStatus', 'agreementSubmit']);
  });

  it.each<[FailureKind, string[]]>([
    // Decision 1970: no answer may still mean done; the page reads again what the write could have changed.
    ['timeout', ['agreementStatus', 'agreementSubmit', 'agreementStatus']],
    ['network', ['agreementStatus', 'agreementSubmit', 'agreementStatus']],
    // Never sent: nothing to read again.
    ['unloaded', ['agreementStatus', 'agreementSubmit']],
    ['input', ['agreementStatus', 'agreementSubmit']],
  ])('a write failed with %s resolves with ok false (never rejects) and refreshes %j', async (kind, calls) => {
    const { client, wrapper } = setup({}, { agreementSubmit: kind });
    const { result } = renderHook(() => ({ status: useAgreementStatus(), submit: useSubmitAgreement() }), { wrapper });
    await waitFor(() => expect(result.current.status.data).toBeDefined());
    let outcome: { ok: boolean; error: { kind: string } | null } | undefined;
    await act(async () => {
      outcome = await result.current.submit.trigger({});
    });
    expect(outcome).toMatchObject({ ok: false, error: { kind } });
    await waitFor(() => expect(client.calls.map((call) => call.name)).toEqual(calls));
  });
});

describe('useExchangeClient', () => {
  it('needs a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useExchangeClient())).toThrow('ExchangeClientProvider');
    jest.restoreAllMocks();
  });
});

import { createRecordingMonitor } from '@exchange/monitoring/testing';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { useAlphaOrder } from '../api/alpha-order';
import { ExchangeClientProvider } from '../api/exchange-client-provider';
import { createTransport } from '../transport/create-transport';
import { RetryLaterError } from './errors';
import { API_FALLBACK_EVENT, createExchangeClient } from './exchange-client';

// The declarations load by domain (decision 1950); here the domain's chunk cannot be fetched (offline, a new deploy).
jest.mock('../endpoints/endpoint-domains', () => ({ loadEndpoint: () => Promise.reject(new Error('ChunkLoadError')) }));

const setup = () => {
  const recording = createRecordingMonitor();
  const fetch = jest.fn();
  const client = createExchangeClient(createTransport({ baseUrl: 'http://api.test', monitor: recording.monitor, fetch }));
  return { client, sent: recording.sent, fetch };
};

describe('createExchangeClient when a call declaration cannot load', () => {
  const reported = (name: string) => [
    expect.objectContaining({ name: API_FALLBACK_EVENT, data: expect.objectContaining({ endpoint: name, kind: 'unloaded' }) }),
  ];

  it('call rejects with the retry-later error (no fallback to give), reports it and sends nothing', async () => {
    const { client, sent, fetch } = setup();
    await expect(client.call('complianceCheck')).rejects.toBeInstanceOf(RetryLaterError);
    expect(fetch).not.toHaveBeenCalled();
    expect(sent).toEqual(reported('complianceCheck'));
  });

  it('callResult resolves to an unloaded failure without data (decision 1970), reports it and sends nothing', async () => {
    const { client, sent, fetch } = setup();
    await expect(client.callResult('alphaOrder', { token: 'PEPE', usdt_amount: '20' })).resolves.toEqual({
      ok: false,
      data: undefined,
      error: { endpoint: 'alphaOrder', kind: 'unloaded', message: 'Could not load the call declaration' },
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(sent).toEqual(reported('alphaOrder'));
  });
});

describe('a write whose declaration cannot load (decision 1970: the alpha buy that showed nothing)', () => {
  it('useEndpointMutation resolves to the unloaded failure instead of rejecting, so the form can say so', async () => {
    const { client } = setup();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(ExchangeClientProvider, { client, swrConfig: { provider: () => new Map() }, children });
    const { result } = renderHook(() => useAlphaOrder(), { wrapper });
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.trigger({ token: 'PEPE', usdt_amount: '20' });
    });
    expect(outcome).toMatchObject({ ok: false, data: undefined, error: { kind: 'unloaded' } });
    expect(result.current.isMutating).toBe(false);
  });
});

import { createRecordingMonitor } from '@exchange/monitoring/testing';
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
  it.each(['call', 'callResult'] as const)('%s rejects with the retry-later error, reports it and sends nothing', async (method) => {
    const { client, sent, fetch } = setup();
    await expect(client[method]('complianceCheck')).rejects.toBeInstanceOf(RetryLaterError);
    expect(fetch).not.toHaveBeenCalled();
    expect(sent).toEqual([
      expect.objectContaining({
        name: API_FALLBACK_EVENT,
        data: expect.objectContaining({ endpoint: 'complianceCheck', kind: 'network' }),
      }),
    ]);
  });
});

import { ExchangeClientProvider, parseCookieHeader } from '@exchange/api';
import { createFixtureClient } from '@exchange/api/testing';
import { render, waitFor } from '@testing-library/react';
import { fakeDeviceIdSdk, fingerprintSiteContext } from '../../testing';
import { ERROR_MARKER_PREFIX, FINGERPRINT_COOKIE } from '../rules/fingerprint-validity';
import { FingerprintLayer } from './fingerprint-layer';

const fresh = () =>
  `${Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0')}${'ab'.repeat(16)}`;
const cookie = () => parseCookieHeader(document.cookie)[FINGERPRINT_COOKIE];

function renderLayer(answer: string | null, loadSdk = () => Promise.resolve(fakeDeviceIdSdk)) {
  const client = createFixtureClient({ deviceId: answer });
  const view = render(
    <ExchangeClientProvider client={client}>
      <FingerprintLayer context={fingerprintSiteContext} loadSdk={loadSdk} />
    </ExchangeClientProvider>,
  );
  return { client, ...view };
}

afterEach(() => {
  document.cookie = `${FINGERPRINT_COOKIE}=; Max-Age=0; Path=/`;
});

describe('FingerprintLayer (spec 03 §4 device fingerprint)', () => {
  it('without a cookie: exchanges the SDK token through the api and stores the fingerprint', async () => {
    const value = fresh();
    const { client, unmount } = renderLayer(value);
    await waitFor(() => expect(cookie()).toBe(value));
    expect(client.calls).toEqual([{ name: 'deviceId', input: { token: 'fake-device-token' } }]);
    unmount();
  });

  it('reuses a valid cookie without a call', async () => {
    const value = fresh();
    document.cookie = `${FINGERPRINT_COOKIE}=${value}; Path=/`;
    const loadSdk = jest.fn(() => Promise.resolve(fakeDeviceIdSdk));
    const { client, unmount } = renderLayer(fresh(), loadSdk);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(client.calls).toEqual([]);
    expect(loadSdk).not.toHaveBeenCalled();
    expect(cookie()).toBe(value);
    unmount();
  });

  it('a failed call leaves the error marker', async () => {
    const { unmount } = renderLayer(null);
    await waitFor(() => expect(cookie()?.startsWith(ERROR_MARKER_PREFIX)).toBe(true));
    unmount();
  });
});

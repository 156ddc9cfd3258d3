import { tapeAfter } from '../market/market-tape';
import { PERSONA_NAMES } from '../personas';
import { resetSandboxState } from '../state/session-state';
import { handleSandboxControl } from './handle-control';

const get = (path: string, cookie?: string, origin = 'http://localhost:3000') =>
  handleSandboxControl(new Request(`${origin}${path}`, { headers: cookie === undefined ? {} : { cookie } }));

const setCookies = (response: Response | null): string[] => response?.headers.getSetCookie() ?? [];

describe('GET /_sandbox/persona/<name>', () => {
  it('sets the persona, a sid and the login cookies of a persona with an account, then redirects to next', () => {
    const response = get('/_sandbox/persona/vip?next=%2Ftrade%2FBTC_USDT%3Ftab%3Disolated_margin');
    expect(response?.status).toBe(302);
    expect(response?.headers.get('location')).toBe('/trade/BTC_USDT?tab=isolated_margin');
    const cookies = setCookies(response);
    expect(cookies).toContain('sandbox_persona=vip; Path=/; SameSite=Lax');
    expect(cookies).toContain('uid=10005; Path=/; SameSite=Lax');
    expect(cookies).toContain('nickname=vip-user; Path=/; SameSite=Lax');
    expect(cookies.some((cookie) => cookie.startsWith('sandbox_sid='))).toBe(true);
  });

  it('logs the visitor out and keeps an existing sid', () => {
    const cookies = setCookies(get('/_sandbox/persona/visitor', 'sandbox_sid=abc; uid=1; nickname=a'));
    expect(cookies).toEqual([
      'sandbox_persona=visitor; Path=/; SameSite=Lax',
      'sandbox_session=; Max-Age=0; Path=/; SameSite=Lax',
      'uid=; Max-Age=0; Path=/; SameSite=Lax',
      'nickname=; Max-Age=0; Path=/; SameSite=Lax',
    ]);
  });

  it('adds Secure when not on localhost', () => {
    const cookies = setCookies(get('/_sandbox/persona/user-kyc2', 'sandbox_sid=abc', 'https://sandbox.example.test'));
    expect(cookies.every((cookie) => cookie.endsWith('; Secure'))).toBe(true);
  });

  it.each([
    ['', '/'],
    ['?next=/', '/'],
    ['?next=%2F%2Fevil.test', '/'],
    ['?next=https%3A%2F%2Fevil.test', '/'],
    ['?next=%2F%5Cevil.test', '/'],
    ['?next=relative', '/'],
    ['?next=%2Fmyaccount%2Fkyc_home', '/myaccount/kyc_home'],
  ])('redirects %s only to an internal path (-> %s)', (query, location) => {
    expect(get(`/_sandbox/persona/user-kyc0${query}`)?.headers.get('location')).toBe(location);
  });

  it('answers an unknown persona with a 404 page listing every persona with links', async () => {
    const response = get('/_sandbox/persona/nobody?next=%2Ffutures');
    expect(response?.status).toBe(404);
    expect(response?.headers.get('content-type')).toContain('text/html');
    const page = (await response?.text()) ?? '';
    expect(page).toContain('Unknown persona &quot;nobody&quot;');
    for (const name of PERSONA_NAMES) expect(page).toContain(`href="/_sandbox/persona/${name}?next=%2Ffutures"`);
    expect(setCookies(response)).toEqual([]);
  });

  it('escapes what it echoes', async () => {
    const page = (await get('/_sandbox/persona/%3Cscript%3Ealert(1)%3C%2Fscript%3E')?.text()) ?? '';
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;');
  });

  it('lists personas at /_sandbox/persona', () => expect(get('/_sandbox/persona')?.status).toBe(200));
});

describe('GET /_sandbox/fault/<endpoint>/<kind>', () => {
  it.each(['network', 'timeout', 'http500', 'malformed-json', 'wrong-types', 'nonzero-code'])(
    'stores %s for this browser',
    async (kind) => {
      const response = get(`/_sandbox/fault/complianceCheck/${kind}`, 'sandbox_faults=kycStatus%3Anetwork');
      expect(response?.status).toBe(200);
      expect(await response?.text()).toContain(`Fault ${kind} set for complianceCheck`);
      expect(setCookies(response)).toEqual([
        `sandbox_faults=${encodeURIComponent(`complianceCheck:${kind},kycStatus:network`)}; Path=/; SameSite=Lax`,
      ]);
    },
  );

  it('removes a fault with off, and every fault with all/off', () => {
    expect(setCookies(get('/_sandbox/fault/kycStatus/off', 'sandbox_faults=kycStatus%3Anetwork%2CipCheck%3Atimeout'))).toEqual([
      'sandbox_faults=ipCheck%3Atimeout; Path=/; SameSite=Lax',
    ]);
    expect(setCookies(get('/_sandbox/fault/all/off', 'sandbox_faults=kycStatus%3Anetwork'))).toEqual([
      'sandbox_faults=; Max-Age=0; Path=/; SameSite=Lax',
    ]);
  });

  it.each([
    ['/_sandbox/fault/nope/network', 404],
    ['/_sandbox/fault/complianceCheck/explode', 404],
    ['/_sandbox/fault/all/network', 404],
    ['/_sandbox/elsewhere', 404],
  ])('%s -> %i', (path, status) => expect(get(path)?.status).toBe(status));
});

describe('other requests', () => {
  it.each([
    ['http://localhost/api/web/v1/compliance/check', 'GET'],
    ['http://localhost/_sandbox/persona/vip', 'POST'],
  ])('%s %s -> null', (url, method) => expect(handleSandboxControl(new Request(url, { method }))).toBeNull());
});

// Decision 1911: the tick control takes a size, and with no live simulation its print goes on the market's tape.
describe('GET /_sandbox/market/tick', () => {
  afterEach(() => resetSandboxState());

  it.each([
    ['?symbol=BTC_USDT&market=spot&price=65000', 200, 65000, 1],
    ['?symbol=BTC_USDT&market=spot&price=65000&size=0.25', 200, 65000, 0.25],
    ['?symbol=BTC_USDT&market=spot&price=65000&size=0', 400, null, null],
    ['?symbol=BTC_USDT&market=spot&price=65000&size=lots', 400, null, null],
    ['?symbol=BTC_USDT&market=spot&price=-1', 400, null, null],
    ['?symbol=NOPE&market=spot', 404, null, null],
  ] as const)('%s answers %i', (query, status, price, size) => {
    expect(get(`/_sandbox/market/tick${query}`)?.status).toBe(status);
    const printed = tapeAfter('spot', 'BTC_USDT', 0).prints;
    expect(printed.map((p) => [p.price, p.size])).toEqual(price === null ? [] : [[price, size]]);
  });
});

import { applyStorageWrite, readBrowserStorage, type BrowserStorageEnv } from './browser-storage';

function fakeEnv(protocol = 'https:') {
  const local = new Map<string, string>();
  const session = new Map<string, string>();
  const cookieWrites: string[] = [];
  const env: BrowserStorageEnv = {
    localStorage: { getItem: (k) => local.get(k) ?? null, setItem: (k, v) => void local.set(k, v) },
    sessionStorage: { getItem: (k) => session.get(k) ?? null, setItem: (k, v) => void session.set(k, v) },
    document: {
      get cookie() {
        return 'compliance_region_stay=main%3Auk; other=1';
      },
      set cookie(value: string) {
        cookieWrites.push(value);
      },
    },
    location: { protocol },
  };
  return { env, local, session, cookieWrites };
}

describe('readBrowserStorage: cookies', () => {
  it.each<[string, string, string | undefined]>([
    ['a=1; b=two', 'b', 'two'],
    ['a=%3A', 'a', ':'],
    ['a=%E0%A4%A', 'a', '%E0%A4%A'],
    ['broken; =x; c=3', 'c', '3'],
    ['broken; =x; c=3', 'broken', undefined],
    ['', 'a', undefined],
  ])('%p → %s = %p', (header, key, expected) => {
    const env: BrowserStorageEnv = { document: { cookie: header } };
    expect(readBrowserStorage([{ storage: 'cookie', key }], env).cookie?.[key]).toBe(expected);
  });
});

describe('readBrowserStorage / applyStorageWrite', () => {
  it('reads each key from its area', () => {
    const { env, local, session } = fakeEnv();
    local.set('compliance_hk_dialog_at', '123');
    session.set('compliance_seen_uk_notice', '1');
    expect(
      readBrowserStorage(
        [
          { storage: 'local', key: 'compliance_hk_dialog_at' },
          { storage: 'session', key: 'compliance_seen_uk_notice' },
          { storage: 'cookie', key: 'compliance_region_stay' },
          { storage: 'local', key: 'missing' },
        ],
        env,
      ),
    ).toEqual({
      local: { compliance_hk_dialog_at: '123' },
      session: { compliance_seen_uk_notice: '1' },
      cookie: { compliance_region_stay: 'main:uk' },
    });
  });

  it('treats blocked storage as empty', () => {
    const env: BrowserStorageEnv = {
      localStorage: {
        getItem: () => {
          throw new Error('SecurityError');
        },
        setItem: () => {
          throw new Error('QuotaExceeded');
        },
      },
    };
    expect(readBrowserStorage([{ storage: 'local', key: 'a' }], env)).toEqual({ local: {}, session: {}, cookie: {} });
    expect(() => applyStorageWrite({ storageKey: 'a', value: '1', ttlMs: null, storage: 'local' }, env)).not.toThrow();
  });

  it('writes local, session and cookie values', () => {
    const { env, local, session, cookieWrites } = fakeEnv();
    applyStorageWrite({ storageKey: 'l', value: '1', ttlMs: null, storage: 'local' }, env);
    applyStorageWrite({ storageKey: 's', value: '2', ttlMs: null, storage: 'session' }, env);
    applyStorageWrite({ storageKey: 'compliance_region_stay', value: 'main:uk', ttlMs: 86_400_000, storage: 'cookie' }, env);
    applyStorageWrite({ storageKey: 'session_cookie', value: 'x', ttlMs: null, storage: 'cookie' }, env);
    expect(local.get('l')).toBe('1');
    expect(session.get('s')).toBe('2');
    expect(cookieWrites).toEqual([
      'compliance_region_stay=main%3Auk; Max-Age=86400; Path=/; SameSite=Lax; Secure',
      'session_cookie=x; Path=/; SameSite=Lax; Secure',
    ]);
  });

  it('omits secure on http', () => {
    const { env, cookieWrites } = fakeEnv('http:');
    applyStorageWrite({ storageKey: 'c', value: 'v', ttlMs: 1000, storage: 'cookie' }, env);
    expect(cookieWrites).toEqual(['c=v; Max-Age=1; Path=/; SameSite=Lax']);
  });

  it('uses the real browser by default (jsdom)', () => {
    applyStorageWrite({ storageKey: 'jsdom_key', value: 'v', ttlMs: null, storage: 'local' });
    expect(readBrowserStorage([{ storage: 'local', key: 'jsdom_key' }]).local).toEqual({ jsdom_key: 'v' });
  });
});

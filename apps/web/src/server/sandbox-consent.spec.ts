import { consentPage } from './sandbox-consent';

describe('consentPage (decision 1120)', () => {
  it('asks for a known method and answers back on the internal return path, keeping its query', () => {
    expect(consentPage({ provider: 'google', return: '/ar/login?redirect=%2Fwallet' })).toEqual({
      kind: 'ask',
      provider: 'google',
      providerName: 'Google',
      allowHref: '/ar/login?redirect=%2Fwallet&consent_provider=google&consent=granted',
      denyHref: '/ar/login?redirect=%2Fwallet&consent_provider=google&consent=denied',
    });
  });

  it.each<[string, Record<string, string | string[] | undefined>]>([
    ['an unknown method', { provider: 'facebook', return: '/login' }],
    ['an inherited key', { provider: 'constructor', return: '/login' }],
    ['no method', { return: '/login' }],
    ['no return', { provider: 'google' }],
    ['another origin', { provider: 'google', return: 'https://evil.example/login' }],
    ['a protocol-relative return', { provider: 'google', return: '//evil.example/login' }],
    ['a script', { provider: 'google', return: 'javascript:alert(1)' }],
    ['repeated parameters', { provider: ['google', 'apple'], return: '/login' }],
  ])('refuses %s', (_case, query) => {
    expect(consentPage(query)).toEqual({ kind: 'invalid', backHref: '/' });
  });
});

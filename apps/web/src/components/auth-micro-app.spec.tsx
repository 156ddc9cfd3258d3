import { fixtureApi } from '@exchange/api/testing';
import type { MicroAppProps } from '@exchange/micro-app';
import { createFakeMicroApp } from '@exchange/micro-app/testing';
import { renderWithProviders } from '@exchange/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { AuthMicroApp, LOGIN_SUCCESS_EVENT, type AuthMicroAppProps } from './auth-micro-app';

const router = { replace: jest.fn(), refresh: jest.fn(), push: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

const base: Omit<AuthMicroAppProps, 'loader'> = {
  mode: 'login',
  next: '/wallet',
  alternate: { href: '/signup', label: 'No account yet? Sign up' },
  authorizedLogin: ['google', 'metamask'],
  title: 'Log in',
  pageHref: '/login',
  locale: 'en',
  languagePrefix: '',
  theme: 'light',
  channel: 'page',
  consentPath: '/_sandbox/consent',
  consent: { provider: 'google', result: 'granted' },
};

beforeEach(() => jest.clearAllMocks());

describe('AuthMicroApp (issue 11 item 2, decision 1120)', () => {
  it('mounts the login micro-app with modal type, visibility, channel and the site’s sign-in methods', async () => {
    const fake = createFakeMicroApp({ name: 'login' });
    renderWithProviders(<AuthMicroApp {...base} loader={fake.loader} />, { with: fixtureApi() });
    await waitFor(() => expect(fake.calls.map((c) => c.step)).toContain('mount'));
    const props = fake.calls.find((c) => c.step === 'mount')?.props as MicroAppProps;
    expect(props.extra).toEqual({
      modal: 'login',
      visible: true,
      channel: 'page',
      providers: 'google,metamask',
      consentPath: '/_sandbox/consent',
      consentProvider: 'google',
      consentResult: 'granted',
    });
    expect(screen.getByRole('link', { name: 'No account yet? Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('picks the session up after the micro-app signs someone in: revalidates and goes to next without a reload', async () => {
    const fake = createFakeMicroApp({ name: 'login' });
    const { client } = renderWithProviders(<AuthMicroApp {...base} loader={fake.loader} />, { with: fixtureApi() });
    const clearCache = jest.spyOn(client, 'clearCache');
    await waitFor(() => expect(fake.calls.map((c) => c.step)).toContain('mount'));
    const root = document.querySelector('[data-micro-app-root="login"]');
    root?.dispatchEvent(new CustomEvent(LOGIN_SUCCESS_EVENT, { bubbles: true, detail: { uid: '10001' } }));
    expect(clearCache).toHaveBeenCalled();
    expect(router.replace).toHaveBeenCalledWith('/wallet');
    expect(router.refresh).toHaveBeenCalled();
  });

  it.each<[string, Parameters<typeof createFakeMicroApp>[0]]>([
    ['a missing entry', { name: 'login', check: { ok: false, status: 404 } }],
    ['a version of another major', { name: 'login', check: { ok: true, version: '2.0.0' } }],
    ['a mount that throws', { name: 'login', mountThrows: 'broken' }],
    ['a script that does not load', { name: 'login', loadFails: true }],
  ])('falls back to the plain form on %s', async (_case, options) => {
    const fake = createFakeMicroApp(options);
    renderWithProviders(<AuthMicroApp {...base} loader={fake.loader} />, { with: fixtureApi() });
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'No account yet? Sign up' })).toBeVisible();
    expect(document.querySelector('[data-micro-app-host]')).toBeNull();
  });
});

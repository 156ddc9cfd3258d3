import type { MicroAppProps } from './contract';
import { readOptions, validateCredentials } from './options';

const props = (extra: MicroAppProps['extra']): MicroAppProps => ({
  locale: 'en',
  languagePrefix: '',
  theme: 'dark',
  limitFlags: {},
  extra,
});

describe('readOptions (hostile extra falls back)', () => {
  it('reads nothing as a visible page login without third-party methods', () => {
    expect(readOptions(props({}))).toEqual({
      modal: 'login',
      visible: true,
      channel: 'page',
      providers: [],
      consentPath: null,
      consent: null,
    });
  });
  it.each<[MicroAppProps['extra'], Partial<ReturnType<typeof readOptions>>]>([
    [{ modal: 'signup' }, { modal: 'signup' }],
    [{ modal: 'SIGNUP' }, { modal: 'login' }],
    [{ visible: false }, { visible: false }],
    [{ visible: 'false' }, { visible: true }],
    [{ channel: 'header' }, { channel: 'header' }],
    [{ channel: '<b>x</b>' }, { channel: 'page' }],
    [{ providers: 'apple, gateio ,apple' }, { providers: ['apple', 'gateio'] }],
    [{ providers: 42 }, { providers: [] }],
    [{ consentPath: '/_sandbox/consent' }, { consentPath: '/_sandbox/consent' }],
    [{ consentPath: 'https://evil.example' }, { consentPath: null }],
    [{ consentPath: '//evil.example' }, { consentPath: null }],
    [{ providers: 'google', consentProvider: 'google', consentResult: 'granted' }, { consent: { provider: 'google', granted: true } }],
    [{ providers: 'google', consentProvider: 'google', consentResult: 'maybe' }, { consent: null }],
  ])('%p', (extra, expected) => {
    expect(readOptions(props(extra))).toMatchObject(expected);
  });
});

describe('validateCredentials', () => {
  it.each([
    ['a@b.co', '12345678', { email: false, password: false }],
    [' a@b.co ', '1234567', { email: false, password: true }],
    ['a@b', '12345678', { email: true, password: false }],
  ])('%p %p', (email, password, expected) => {
    expect(validateCredentials(email, password)).toEqual(expected);
  });
});

import { transferProps, type TransferPropsInput } from './transfer-props';

const base: TransferPropsInput = {
  kind: 'funds',
  site: 'main',
  locale: 'en',
  theme: 'dark',
  limit: { is_uk_limit: false, is_italy_limit: false },
  notificationProvider: false,
};

describe('transferProps (spec 02 §3)', () => {
  it.each<[string, Partial<TransferPropsInput>, Partial<ReturnType<typeof transferProps>>]>([
    [
      'funds on main in English',
      {},
      { languagePrefix: '', limitFlags: { ukLimit: false, italyLimit: false }, extra: { notificationProvider: false } },
    ],
    ['Arabic gets its prefix', { locale: 'ar' }, { locale: 'ar', languagePrefix: '/ar' }],
    ['UK limit', { limit: { is_uk_limit: true, is_italy_limit: false } }, { limitFlags: { ukLimit: true, italyLimit: false } }],
    ['Italy limit', { limit: { is_uk_limit: false, is_italy_limit: true } }, { limitFlags: { ukLimit: false, italyLimit: true } }],
    ['limits still loading', { limit: undefined }, { limitFlags: { ukLimit: false, italyLimit: false } }],
    ['master on main: sub_website_id 0', { kind: 'master' }, { extra: { notificationProvider: false, subWebsiteId: 0 } }],
    [
      'master on the US site: 232',
      { kind: 'master', site: 'us', notificationProvider: true },
      { extra: { notificationProvider: true, subWebsiteId: 232 } },
    ],
    ['theme passes through', { theme: 'system' }, { theme: 'system' }],
    // Spec 03 §2 / decision 1203: the US site's links go under en-us, in the default language too.
    ['US site, default language: /en-us', { site: 'us', locale: 'en' }, { languagePrefix: '/en-us' }],
    ['US site, en-us: /en-us', { site: 'us', locale: 'en-us' }, { languagePrefix: '/en-us' }],
    ['Japan site, default language: no prefix', { site: 'jp', locale: 'ja' }, { languagePrefix: '' }],
  ])('%s', (_, input, expected) => {
    expect(transferProps({ ...base, ...input })).toEqual(expect.objectContaining(expected));
  });
});

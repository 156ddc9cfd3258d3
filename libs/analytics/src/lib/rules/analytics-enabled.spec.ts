import { isAnalyticsEnabled, parseConsent } from './analytics-enabled';

describe('parseConsent', () => {
  it.each([
    ['1', 'granted'],
    ['0', 'denied'],
    [undefined, 'unset'],
    ['', 'unset'],
    ['yes', 'unset'],
    [1, 'unset'],
  ])('%p → %p', (value, expected) => {
    expect(parseConsent(value)).toBe(expected);
  });
});

describe('isAnalyticsEnabled (spec 03 §3 bigData; decision 1200 opt-out)', () => {
  it.each([
    ['bigData site, not chosen', { bigData: true, consent: 'unset' as const }, true],
    ['bigData site, granted', { bigData: true, consent: 'granted' as const }, true],
    ['bigData site, switched off', { bigData: true, consent: 'denied' as const }, false],
    ['site without bigData, granted', { bigData: false, consent: 'granted' as const }, false],
    ['site without bigData, not chosen', { bigData: false, consent: 'unset' as const }, false],
    ['in the app webview', { bigData: true, consent: 'granted' as const, inAppWebview: true }, false],
  ])('%s → %p', (_label, input, expected) => {
    expect(isAnalyticsEnabled(input)).toBe(expected);
  });
});

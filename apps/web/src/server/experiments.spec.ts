import { NEW_USER_POPUP_EXPERIMENT_COOKIE, experimentsFromCookies } from './experiments';

describe('experimentsFromCookies', () => {
  it.each([
    ['no cookie: the deterministic default, variant A', undefined, 1],
    ['pinned to variant A', '1', 1],
    ['pinned to variant B', '2', 2],
    ['switched off', '0', 0],
    ['surrounding spaces are ignored', ' 2 ', 2],
    ['an unknown value falls back to the default', '3', 1],
    ['garbage falls back to the default', 'B', 1],
    ['empty falls back to the default', '', 1],
  ])('%s', (_label, value, expected) => {
    const cookies: Record<string, string | undefined> = value === undefined ? {} : { [NEW_USER_POPUP_EXPERIMENT_COOKIE]: value };
    expect(experimentsFromCookies(cookies).newUserPopup).toBe(expected);
  });
});

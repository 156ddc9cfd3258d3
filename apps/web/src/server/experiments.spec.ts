import {
  EXPERIMENT_COOKIE_MAX_AGE_S,
  NEW_USER_POPUP_DEFAULT_WEIGHTS,
  NEW_USER_POPUP_EXPERIMENT_COOKIE,
  NEW_USER_POPUP_EXPERIMENT_QUERY,
  experimentOverrides,
  experimentsFromCookies,
  parseExperimentWeights,
  pickWeighted,
} from './experiments';

const cookie = (value: string | undefined): Record<string, string | undefined> =>
  value === undefined ? {} : { [NEW_USER_POPUP_EXPERIMENT_COOKIE]: value };

describe('experimentsFromCookies (spec 03 §4: the experiment variable returns 1 or 2; decision 1311)', () => {
  it.each<[string, string | undefined, string, number, 0 | 1 | 2, 'query' | 'cookie' | 'assigned']>([
    ['the visitor keeps the cookie value A', '1', '', 0.9, 1, 'cookie'],
    ['the visitor keeps the cookie value B', '2', '', 0.1, 2, 'cookie'],
    ['pinned off by the cookie', '0', '', 0.1, 0, 'cookie'],
    ['spaces around the cookie are ignored', ' 2 ', '', 0.1, 2, 'cookie'],
    ['no cookie, draw in the first half: assigned A', undefined, '', 0.1, 1, 'assigned'],
    ['no cookie, draw in the second half: assigned B', undefined, '', 0.7, 2, 'assigned'],
    ['an unknown cookie value is reassigned', '3', '', 0.7, 2, 'assigned'],
    ['garbage cookie is reassigned', 'B', '', 0.1, 1, 'assigned'],
    ['the reviewer query wins over the cookie', '1', '?exp_new_user_popup=2', 0.1, 2, 'query'],
    ['the reviewer query turns it off', undefined, 'exp_new_user_popup=0', 0.1, 0, 'query'],
    ['a malformed query is ignored', '2', '?exp_new_user_popup=9', 0.1, 2, 'cookie'],
  ])('%s', (_label, value, search, random, expected, source) => {
    const result = experimentsFromCookies(cookie(value), { search, random, weights: '' });
    expect(result.newUserPopup).toBe(expected);
    expect(result.newUserPopupSource).toBe(source);
    expect(result.persist).toEqual(
      source === 'cookie' ? null : { cookie: NEW_USER_POPUP_EXPERIMENT_COOKIE, maxAgeSeconds: EXPERIMENT_COOKIE_MAX_AGE_S },
    );
  });

  it('is never a constant: the draw decides between A and B with the default weights', () => {
    const draws = [0, 0.25, 0.49, 0.5, 0.75, 0.99].map((random) => experimentsFromCookies({}, { random, weights: '' }).newUserPopup);
    expect(draws).toEqual([1, 1, 1, 2, 2, 2]);
  });

  it('the cookie lives 180 days', () => expect(EXPERIMENT_COOKIE_MAX_AGE_S).toBe(15_552_000));
});

describe('parseExperimentWeights', () => {
  it.each<[string, string | undefined, Record<0 | 1 | 2, number>]>([
    ['unset: half A, half B', undefined, { 0: 0, 1: 50, 2: 50 }],
    ['configured with an off share', '1:80,2:10,0:10', { 0: 10, 1: 80, 2: 10 }],
    ['only B', '2:1', { 0: 0, 1: 0, 2: 1 }],
    ['an unknown value → default', '3:50', NEW_USER_POPUP_DEFAULT_WEIGHTS],
    ['a negative weight → default', '1:-5,2:5', NEW_USER_POPUP_DEFAULT_WEIGHTS],
    ['all zero → default', '1:0,2:0', NEW_USER_POPUP_DEFAULT_WEIGHTS],
    ['garbage → default', 'A/B', NEW_USER_POPUP_DEFAULT_WEIGHTS],
  ])('%s', (_label, raw, expected) => expect(parseExperimentWeights(raw)).toEqual(expected));
});

describe('pickWeighted', () => {
  const weights = { 0: 10, 1: 80, 2: 10 } as const;
  it.each<[number, 0 | 1 | 2]>([
    [0, 1],
    [0.79, 1],
    [0.8, 2],
    [0.89, 2],
    [0.9, 0],
    [1, 0],
    [Number.NaN, 1],
  ])('draw %p → %p', (random, expected) => expect(pickWeighted(weights, random)).toBe(expected));
});

describe('experimentOverrides (the sandbox toolbar pins the experiment in its own cookie)', () => {
  it('offers A, B and off on the cookie and query the server reads, with the value in effect', () => {
    expect(experimentOverrides(experimentsFromCookies({ [NEW_USER_POPUP_EXPERIMENT_COOKIE]: '2' }, { weights: '' }))).toEqual([
      {
        id: 'exp_new_user_popup',
        cookie: NEW_USER_POPUP_EXPERIMENT_COOKIE,
        query: NEW_USER_POPUP_EXPERIMENT_QUERY,
        maxAgeSeconds: EXPERIMENT_COOKIE_MAX_AGE_S,
        current: '2',
        values: ['1', '2', '0'],
      },
    ]);
  });
});

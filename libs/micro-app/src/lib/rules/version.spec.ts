import { isCompatibleVersion, parseVersion } from './version';

describe('parseVersion', () => {
  it.each([
    ['1.2.3', [1, 2, 3]],
    ['v1.0.0', [1, 0, 0]],
    ['2.0.1-beta.1', [2, 0, 1]],
    [' 1.0.0 ', [1, 0, 0]],
    ['1.0', null],
    ['', null],
    [null, null],
    ['one.two.three', null],
    ['1.0.0.0', null],
  ])('%p → %p', (raw, expected) => {
    expect(parseVersion(raw)).toEqual(expected);
  });
});

describe('isCompatibleVersion (decision 1110: same major, not older)', () => {
  it.each<[string | null, string, boolean, string]>([
    ['1.0.0', '1.0.0', true, 'the same version'],
    ['1.2.0', '1.0.0', true, 'a newer minor'],
    ['1.0.5', '1.0.2', true, 'a newer patch'],
    ['1.0.1', '1.0.2', false, 'an older patch'],
    ['1.0.9', '1.1.0', false, 'an older minor'],
    ['2.0.0', '1.0.0', false, 'a newer major (breaking)'],
    ['0.9.0', '1.0.0', false, 'an older major'],
    [null, '1.0.0', false, 'no version'],
    ['garbage', '1.0.0', false, 'a malformed version'],
    ['1.0.0', 'garbage', false, 'a malformed expectation'],
  ])('%s against %s → %s (%s)', (actual, expected, fits) => {
    expect(isCompatibleVersion(actual, expected)).toBe(fits);
  });
});

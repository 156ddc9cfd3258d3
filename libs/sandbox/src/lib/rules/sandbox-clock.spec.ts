import { parseSandboxClock } from './sandbox-clock';

describe('parseSandboxClock (a frozen clock for the visual suite, issue 14 item 2)', () => {
  it.each<[string | null | undefined, number | null]>([
    ['1767225600000', 1_767_225_600_000],
    [' 1767225600000 ', 1_767_225_600_000],
    ['1000000000000', 1_000_000_000_000],
    ['4102444799999', 4_102_444_799_999],
    ['4102444800000', null],
    ['0999999999999', null],
    ['1767225600000.5', null],
    ['-1767225600000', null],
    ['1e12', null],
    ['', null],
    ['now', null],
    [null, null],
    [undefined, null],
  ])('%p → %p', (value, expected) => {
    expect(parseSandboxClock(value)).toBe(expected);
  });
});

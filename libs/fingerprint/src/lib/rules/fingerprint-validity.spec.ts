import {
  ERROR_MARKER_PREFIX,
  errorMarker,
  fingerprintIssuedAt,
  isErrorMarker,
  isValidFingerprint,
  truncateFingerprint,
} from './fingerprint-validity';

// 0x66604a00 = 1717586432 s = 2024-06-05T11:20:32Z
const ISSUED_S = 0x66604a00;
const ISSUED = ISSUED_S * 1000;
const FP = `66604a00${'a1b2c3d4'.repeat(4)}`; // 40 characters
const H = 3_600_000;

describe('isValidFingerprint (spec 03 §4 reuse under 24 h, §5 validity)', () => {
  it.each<[string, string | null | undefined, number, boolean]>([
    ['fresh', FP, ISSUED + 1000, true],
    ['23 h 59 min 59 s old', FP, ISSUED + 24 * H - 1000, true],
    ['exactly 24 h old', FP, ISSUED + 24 * H, false],
    ['2 days old', FP, ISSUED + 48 * H, false],
    ['issued 1 h ahead of the local clock', FP, ISSUED - H, true],
    ['issued 24 h ahead of the local clock', FP, ISSUED - 24 * H, false],
    ['upper-case hex head', FP.toUpperCase(), ISSUED, true],
    ['URI-encoded but same text', encodeURIComponent(FP), ISSUED, true],
    ['empty', '', ISSUED, false],
    ['null', null, ISSUED, false],
    ['undefined', undefined, ISSUED, false],
    ['39 characters', FP.slice(0, 39), ISSUED, false],
    ['41 characters', `${FP}0`, ISSUED, false],
    ['first 8 not hex', `6660zz00${'a'.repeat(32)}`, ISSUED, false],
    ['error marker', errorMarker('SDK init failed'), ISSUED, false],
    ['URI-encoded error marker', encodeURIComponent(errorMarker('boom: x')), ISSUED, false],
    ['40-character error marker', `${ERROR_MARKER_PREFIX}${'x'.repeat(40 - ERROR_MARKER_PREFIX.length)}`, ISSUED, false],
    ['undecodable text', `%E0%A4%A${'0'.repeat(31)}`, ISSUED, false],
    ['bad now', FP, Number.NaN, false],
  ])('%s → %p', (_label, cookie, now, expected) => expect(isValidFingerprint(cookie, now)).toBe(expected));
});

describe('fingerprintIssuedAt (first 8 hex digits are seconds)', () => {
  it.each<[string | null, number | null]>([
    [FP, ISSUED],
    [`00000000${'f'.repeat(32)}`, 0],
    ['short', null],
    [null, null],
  ])('%p → %p', (value, expected) => expect(fingerprintIssuedAt(value)).toBe(expected));
});

describe('errorMarker (spec 03 §8: up to 1024 characters of the error text)', () => {
  it.each<[string, unknown, string]>([
    ['a short text', 'Device SDK init failed', `${ERROR_MARKER_PREFIX}Device SDK init failed`],
    ['an Error', new Error('timeout'), `${ERROR_MARKER_PREFIX}timeout`],
    ['nothing', undefined, ERROR_MARKER_PREFIX],
    ['non-ASCII text', 'échec 失败', `${ERROR_MARKER_PREFIX}?chec ??`],
    ['a number', 404, `${ERROR_MARKER_PREFIX}404`],
  ])('%s', (_label, input, expected) => expect(errorMarker(input)).toBe(expected));

  it('keeps 1024 characters of a long text', () => {
    const marker = errorMarker('x'.repeat(5000));
    expect(marker).toBe(ERROR_MARKER_PREFIX + 'x'.repeat(1024));
    expect(isErrorMarker(marker)).toBe(true);
  });
});

describe('truncateFingerprint (spec 03 §9: 60 characters)', () => {
  it.each<[string | null | undefined, number]>([
    [FP, 40],
    ['y'.repeat(60), 60],
    ['y'.repeat(61), 60],
    ['y'.repeat(2000), 60],
    [null, 0],
  ])('%#: length %i', (value, length) => expect(truncateFingerprint(value)).toHaveLength(length));
});

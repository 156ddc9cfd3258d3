import { phaseAfterCheck, shouldLoad, type EntryCheck, type MicroAppPhase } from './load-phase';

describe('shouldLoad (lazily, only when not hidden)', () => {
  it.each<[boolean, MicroAppPhase, boolean]>([
    [true, { kind: 'hidden' }, false],
    [true, { kind: 'loading' }, false],
    [false, { kind: 'hidden' }, true],
    [false, { kind: 'loading' }, true],
    [false, { kind: 'mounted', version: '1.0.0' }, false],
    [false, { kind: 'failed', reason: 'mount threw' }, false],
    [false, { kind: 'fallback', reason: 'missing' }, false],
  ])('hidden %s, phase %o → %s', (hidden, phase, expected) => {
    expect(shouldLoad(hidden, phase)).toBe(expected);
  });
});

describe('phaseAfterCheck (the HEAD check of the entry)', () => {
  const fits = (v: string) => v.startsWith('1.');
  it.each<[string, EntryCheck, MicroAppPhase | null]>([
    ['404 → link', { ok: false, status: 404 }, { kind: 'fallback', reason: 'missing' }],
    ['no answer → link', { ok: false, status: null }, { kind: 'fallback', reason: 'missing' }],
    ['a version that does not fit → link', { ok: true, version: '2.0.0' }, { kind: 'fallback', reason: 'version-mismatch' }],
    ['a fitting version → load', { ok: true, version: '1.4.0' }, null],
    ['no version header → load (checked on registration)', { ok: true, version: null }, null],
  ])('%s', (_label, check, expected) => {
    expect(phaseAfterCheck(check, fits)).toEqual(expected);
  });
});

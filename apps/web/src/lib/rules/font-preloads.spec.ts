import { cjkFaceFor, fontSubsetsToPreload } from './font-preloads';

describe('fontSubsetsToPreload (decision 1730)', () => {
  it.each<[string, string[]]>([
    ['en', ['inter-latin']],
    ['fr', ['inter-latin']],
    ['de', ['inter-latin']],
    ['br', ['inter-latin']],
    ['en-uk', ['inter-latin']],
    ['ar', ['inter-latin', 'arabic']],
    ['ar-dubai', ['inter-latin', 'arabic']],
    ['th', ['inter-latin', 'thai']],
    ['ru', ['inter-latin', 'inter-cyrillic']],
    ['uk', ['inter-latin', 'inter-cyrillic']],
    // Turkish letters: a 3 KB face of their own (decision 1921), preloaded so it is not a request after the stylesheet
    // (decision 1953).
    ['tr', ['inter-latin', 'inter-turkish']],
    ['vn', ['inter-latin', 'inter-latin-ext', 'inter-vietnamese']],
    // CJK: ~100 slices per face, chosen by the page's text, so none is preloaded.
    ['cn', ['inter-latin']],
    ['zh', ['inter-latin']],
    ['tw', ['inter-latin']],
    ['ja', ['inter-latin']],
  ])('%s → %j', (locale, expected) => {
    expect(fontSubsetsToPreload(locale)).toEqual(expected);
  });
});

describe('cjkFaceFor (decision 1730: only zh, tw and ja pages link a CJK stylesheet)', () => {
  it.each<[string, string | null]>([
    ['cn', 'noto-sans-sc'],
    ['zh', 'noto-sans-sc'],
    ['tw', 'noto-sans-tc'],
    ['ja', 'noto-sans-jp'],
    ['en', null],
    ['ar', null],
    ['th', null],
    ['vn', null],
    ['ru', null],
  ])('%s → %s', (locale, expected) => {
    expect(cjkFaceFor(locale)).toBe(expected);
  });
});

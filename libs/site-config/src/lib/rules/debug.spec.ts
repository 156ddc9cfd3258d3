import { isDebugEnabled, queryValue, translationKeyDebugMode } from './debug';

describe('isDebugEnabled (spec 03 §2 Debug)', () => {
  it.each([
    [{ query: '?debug=1' }, true],
    [{ query: 'debug=1&x=2' }, true],
    [{ query: new URLSearchParams('debug=1') }, true],
    [{ query: { debug: '1' } }, true],
    [{ query: { debug: ['1', '0'] } }, true],
    [{ localFlag: '1' }, true],
    [{ query: '', localFlag: ' 1 ' }, true],
    [{ query: '?debug=0' }, false],
    [{ query: '?debug=true' }, false],
    [{ query: { debug: undefined } }, false],
    [{ localFlag: '0' }, false],
    [{ localFlag: 'yes' }, false],
    [{ localFlag: null }, false],
    [{}, false],
    [{ query: '%%%' }, false],
  ])('%p → %p', (input, expected) => {
    expect(isDebugEnabled(input)).toBe(expected);
  });
});

describe('translationKeyDebugMode (__sm_k__ = 1 or 2)', () => {
  it.each([
    ['?__sm_k__=1', 1],
    ['__sm_k__=2', 2],
    ['?__sm_k__=3', null],
    ['?__sm_k__=', null],
    ['?__sm_k__=01', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%p → %p', (query, expected) => {
    expect(translationKeyDebugMode(query)).toBe(expected);
  });

  it('reads a searchParams record', () => {
    expect(translationKeyDebugMode({ __sm_k__: '2' })).toBe(2);
  });
});

describe('queryValue', () => {
  it('does not read inherited properties', () => {
    expect(queryValue({}, 'toString')).toBeNull();
  });
});

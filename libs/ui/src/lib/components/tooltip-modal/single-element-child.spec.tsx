import { SINGLE_ELEMENT_CHILD_ERROR, singleElementChild } from './single-element-child';

describe('singleElementChild (03 §8: a tooltip-modal throws if its child is not a single element)', () => {
  it('returns the one element', () => {
    const child = <button type="button">i</button>;
    expect(singleElementChild(child).type).toBe('button');
  });

  it.each([
    ['text', 'info'],
    ['a number', 3],
    ['nothing', null],
    ['two elements', [<span key="a" />, <span key="b" />]],
    ['an empty list', []],
  ])('throws for %s', (_label, children) => {
    expect(() => singleElementChild(children as never)).toThrow(SINGLE_ELEMENT_CHILD_ERROR);
  });
});

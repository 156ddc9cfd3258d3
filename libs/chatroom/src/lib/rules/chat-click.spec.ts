import { findChatClick, type ClickNode } from './chat-click';

/** A chain of nodes from the clicked one (index 0) up; `marks[i]` is the attribute of node i. */
const chain = (marks: (string | null)[]): ClickNode => {
  let parent: ClickNode | null = null;
  for (let i = marks.length - 1; i >= 0; i -= 1) {
    const mark = marks[i] ?? null;
    parent = { getAttribute: (name) => (name === 'data-chat-click' ? mark : null), parentElement: parent };
  }
  return parent as ClickNode;
};

describe('findChatClick (spec 01 §9: walks up to 5 parent elements)', () => {
  it.each<[string, (string | null)[], string | null]>([
    ['the clicked element is marked', ['btc'], 'btc'],
    ['its parent is marked', [null, 'eth'], 'eth'],
    ['the 5th parent is marked', [null, null, null, null, null, 'far'], 'far'],
    ['only the 6th parent is marked (out of reach)', [null, null, null, null, null, null, 'too-far'], null],
    ['a mark without a group', [null, ''], ''],
    ['nothing is marked', [null, null], null],
    ['the nearest mark wins', [null, 'near', 'far'], 'near'],
  ])('%s', (_label, marks, expected) => {
    expect(findChatClick(chain(marks))).toBe(expected);
  });

  it('is null without a target', () => {
    expect(findChatClick(null)).toBeNull();
  });
});

/** Spec 01 §4, §9: the chat-click tracker walks up to 5 parent elements from the clicked one. */
export const CHAT_CLICK_MAX_PARENTS = 5;
/** The attribute that marks an element as a way into the chat; its value is the group (may be empty). */
export const CHAT_CLICK_ATTRIBUTE = 'data-chat-click';

/** The part of a DOM element the walk needs (so the rule runs without a DOM). */
export interface ClickNode {
  getAttribute(name: string): string | null;
  parentElement: ClickNode | null;
}

/**
 * The marked element a click belongs to: the clicked element or one of its first 5 parents carrying
 * `data-chat-click`; null when none does within that reach. Returns the mark's value (the group, '' for none).
 */
export function findChatClick(start: ClickNode | null, maxParents = CHAT_CLICK_MAX_PARENTS): string | null {
  let node = start;
  for (let depth = 0; node && depth <= maxParents; depth += 1) {
    const mark = node.getAttribute(CHAT_CLICK_ATTRIBUTE);
    if (mark !== null) return mark;
    node = node.parentElement;
  }
  return null;
}

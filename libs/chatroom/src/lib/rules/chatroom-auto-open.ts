/** The local-storage key of the open flag (spec 01 §3 "an open flag remembered in local storage"). */
export const CHATROOM_OPEN_KEY = 'chatroom_open';

export interface ChatroomTarget {
  /** The group to show (`general` when none). */
  group: string | null;
  /** The target id a group short link carries. */
  targetId: string | null;
}

export type ChatroomAutoOpen = ({ open: true; by: 'stored-flag' | 'query' | 'group-link' } | { open: false }) & ChatroomTarget;

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const param = (query: URLSearchParams, name: string): string | null => {
  const value = query.get(name);
  return value !== null && ID.test(value) ? value : null;
};

/**
 * Spec 01 §4: the chatroom opens by itself when the open flag is set, when the page has a `chatroom` query parameter,
 * or when a group short link carries a target id (`?group=<id>&target_id=<id>`, decision 1111). `?chatroom=0` is
 * still "present" (the spec keys on presence). Malformed ids are dropped, never passed to the micro-app.
 */
export function chatroomAutoOpen(storedFlag: string | null, search: string): ChatroomAutoOpen {
  const query = new URLSearchParams(search);
  const target: ChatroomTarget = { group: param(query, 'group'), targetId: param(query, 'target_id') };
  if (target.targetId !== null && target.group !== null) return { open: true, by: 'group-link', ...target };
  if (query.has('chatroom')) return { open: true, by: 'query', ...target };
  if (storedFlag === '1') return { open: true, by: 'stored-flag', ...target };
  return { open: false, ...target };
}

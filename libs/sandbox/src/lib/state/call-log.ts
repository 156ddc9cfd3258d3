/**
 * The sandbox's call log (issue 23 item 7): which declared call it answered, for which uid (the request's `uid`
 * cookie), when. Server-side calls (the page's render) and the browser's both pass through the sandbox, so tests can
 * prove that a page asked nothing for the user. Bounded (the newest MAX_CALLS), in memory, never personal beyond uid.
 */
export const MAX_CALLS = 5000;

export interface LoggedCall {
  name: string;
  uid: string;
  at: number;
}

const calls: LoggedCall[] = [];

export function logCall(name: string, uid: string, at: number): void {
  calls.push({ name, uid, at });
  if (calls.length > MAX_CALLS) calls.splice(0, calls.length - MAX_CALLS);
}

/** The calls made for `uid` (optionally of one call name), oldest first. */
export const callsOf = (uid: string, name?: string | null): LoggedCall[] =>
  calls.filter((call) => call.uid === uid && (name ? call.name === name : true));

export function resetCallLog(): void {
  calls.length = 0;
}

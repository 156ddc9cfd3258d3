import { chatroomAutoOpen } from './chatroom-auto-open';

describe('chatroomAutoOpen (spec 01 §4: the open flag, a chatroom query parameter, a group short link with a target id)', () => {
  it.each<[string, string | null, string, ReturnType<typeof chatroomAutoOpen>]>([
    ['nothing', null, '', { open: false, group: null, targetId: null }],
    ['the stored flag', '1', '', { open: true, by: 'stored-flag', group: null, targetId: null }],
    ['a stored flag of another value', '0', '', { open: false, group: null, targetId: null }],
    ['?chatroom=1', null, '?chatroom=1', { open: true, by: 'query', group: null, targetId: null }],
    ['?chatroom without a value', null, '?chatroom', { open: true, by: 'query', group: null, targetId: null }],
    ['a group short link', null, '?group=btc&target_id=42', { open: true, by: 'group-link', group: 'btc', targetId: '42' }],
    ['a target id without a group', null, '?target_id=42', { open: false, group: null, targetId: '42' }],
    ['a group without a target id', null, '?group=btc', { open: false, group: 'btc', targetId: null }],
    ['a malformed target id', null, '?group=btc&target_id=<x>', { open: false, group: 'btc', targetId: null }],
    ['the query wins over the stored flag', '1', '?chatroom=1&group=eth', { open: true, by: 'query', group: 'eth', targetId: null }],
  ])('%s', (_label, stored, search, expected) => {
    expect(chatroomAutoOpen(stored, search)).toEqual(expected);
  });
});

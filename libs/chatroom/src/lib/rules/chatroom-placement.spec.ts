import { chatroomPlacement, type ChatroomPlacementInput } from './chatroom-placement';

const desktop: ChatroomPlacementInput = { siteChatroom: true, site: 'main', pathname: '/', viewportWidth: 1280, inAppWebview: false };

describe('chatroomPlacement (spec 01 §2: not on mobile or narrow screens, live-video, login, testnet or red-packet signup pages)', () => {
  it.each<[string, Partial<ChatroomPlacementInput>, ReturnType<typeof chatroomPlacement>]>([
    ['home on a desktop of the main site', {}, { show: true }],
    ['a trade page', { pathname: '/trade/BTC_USDT' }, { show: true }],
    ['a site whose chatroom switch is off (site config)', { siteChatroom: false }, { show: false, reason: 'site-off' }],
    ['the testnet site', { site: 'testnet' }, { show: false, reason: 'testnet' }],
    ['the native app web view', { inAppWebview: true }, { show: false, reason: 'in-app' }],
    ['before the width is measured', { viewportWidth: null }, { show: false, reason: 'not-measured' }],
    ['a phone (768 px, the mobile breakpoint of §9)', { viewportWidth: 768 }, { show: false, reason: 'narrow' }],
    ['just wider than the breakpoint', { viewportWidth: 769 }, { show: true }],
    ['a live-video page', { pathname: '/live/room-1' }, { show: false, reason: 'hidden-path' }],
    ['the login page', { pathname: '/login' }, { show: false, reason: 'hidden-path' }],
    ['a testnet page', { pathname: '/testnet/futures' }, { show: false, reason: 'hidden-path' }],
    ['the red-packet signup page', { pathname: '/red-packet/signup' }, { show: false, reason: 'hidden-path' }],
    ['the chat page itself', { pathname: '/groupchat/chatroom' }, { show: false, reason: 'hidden-path' }],
    ['a path that only starts with the same letters', { pathname: '/livestream-news' }, { show: true }],
    ['the signup page (not listed)', { pathname: '/signup' }, { show: true }],
  ])('%s', (_label, change, expected) => {
    expect(chatroomPlacement({ ...desktop, ...change })).toEqual(expected);
  });
});

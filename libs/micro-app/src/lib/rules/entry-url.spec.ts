import { DEFAULT_MICRO_APP_BASE, microAppBase, microAppEntryUrl } from './entry-url';

describe('microAppBase (configured static host)', () => {
  it.each([
    [undefined, DEFAULT_MICRO_APP_BASE],
    ['', DEFAULT_MICRO_APP_BASE],
    ['https://static.example.com/micro/', 'https://static.example.com/micro'],
    ['http://localhost:4000', 'http://localhost:4000'],
    ['/cdn/micro', '/cdn/micro'],
    ['//evil.example.com', DEFAULT_MICRO_APP_BASE],
    ['javascript:alert(1)', DEFAULT_MICRO_APP_BASE],
    ['ftp://files.example.com', DEFAULT_MICRO_APP_BASE],
    ['https://localhost@evil.example.com', DEFAULT_MICRO_APP_BASE],
    ['/\t/evil.example.com', DEFAULT_MICRO_APP_BASE],
  ])('%p → %p', (configured, expected) => {
    expect(microAppBase(configured)).toBe(expected);
  });
});

describe('microAppEntryUrl', () => {
  it('joins base, name and entry.js', () => {
    expect(microAppEntryUrl('/sandbox-static/micro', 'chatroom')).toBe('/sandbox-static/micro/chatroom/entry.js');
  });
  it('refuses a name that could leave its folder', () => {
    expect(() => microAppEntryUrl('/x', '../etc')).toThrow('Invalid micro-app name');
  });
});

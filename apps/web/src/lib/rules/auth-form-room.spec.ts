import { authFormRoom } from './auth-form-room';

describe('authFormRoom (the micro-app form keeps its room, decision 1820)', () => {
  it.each([
    ['no third-party sign-in (us)', 0, 216],
    ['one method', 1, 306],
    ['main: google, metamask, apple', 3, 406],
    ['a negative count is none', -1, 216],
  ])('%s: %i methods → %i px', (_label, count, px) => expect(authFormRoom(count)).toBe(px));
});

import { CHATROOM_OPEN_KEY } from '../rules/chatroom-auto-open';
import { readOpenFlag, writeOpenFlag } from './open-flag';

describe('open flag in local storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('writes 1 when opened and removes the key when closed', () => {
    writeOpenFlag(window.localStorage, true);
    expect(window.localStorage.getItem(CHATROOM_OPEN_KEY)).toBe('1');
    expect(readOpenFlag(window.localStorage)).toBe('1');
    writeOpenFlag(window.localStorage, false);
    expect(readOpenFlag(window.localStorage)).toBeNull();
  });

  it('treats a storage that throws as unset and never throws itself', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readOpenFlag(broken)).toBeNull();
    expect(() => writeOpenFlag(broken, true)).not.toThrow();
  });
});

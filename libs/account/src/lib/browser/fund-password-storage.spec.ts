import { FUND_PASSWORD_ENTERED_KEY, readFundPasswordEnteredAt, rememberFundPasswordEntered } from './fund-password-storage';

describe('fund-password storage', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('reads back what it remembered', () => {
    rememberFundPasswordEntered(1717243200000);
    expect(readFundPasswordEnteredAt()).toBe(1717243200000);
  });

  it.each([['abc'], ['-5'], ['1e12'], ['']])('a malformed value %j reads as never entered', (raw) => {
    window.sessionStorage.setItem(FUND_PASSWORD_ENTERED_KEY, raw);
    expect(readFundPasswordEnteredAt()).toBeNull();
  });

  it('nothing stored reads as never entered', () => expect(readFundPasswordEnteredAt()).toBeNull());
});

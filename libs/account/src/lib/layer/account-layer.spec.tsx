import { ENDPOINTS, ExchangeClientProvider, type ExchangeClient, type SubUserType } from '@exchange/api';
import { createFixtureClient } from '@exchange/api/testing';
import { AppProviders, type SiteContext } from '@exchange/ui';
import { act, render, screen } from '@testing-library/react';
import { accountSiteContext } from '../../testing';
import { AccountLayer } from './account-layer';

const push = jest.fn();
let pathname = '/myaccount/security';
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }), usePathname: () => pathname }));

/** A client whose sub-user-type check is refused with `message` (a non-zero code), or answers `type`. */
function clientFor(subType: { refuse: string } | SubUserType, isSub = true): ExchangeClient {
  const base = createFixtureClient({
    userInfo: { ...ENDPOINTS.userInfo.fallback, uid: '20004', is_sub: isSub },
  });
  return {
    ...base,
    async callResult(name, ...input) {
      if (name === 'subUserType' && 'refuse' in subType) {
        return {
          ok: false,
          data: { type: 1, sub_type: 0 },
          error: { endpoint: 'subUserType', kind: 'code', code: 40003, message: subType.refuse },
        } as never;
      }
      if (name === 'subUserType') return { ok: true, data: subType, error: null } as never;
      return base.callResult(name, ...input);
    },
  };
}

const renderLayer = (client: ExchangeClient, context: SiteContext = accountSiteContext) =>
  render(
    <ExchangeClientProvider client={client} swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AppProviders locale="en" messages={{}}>
        <AccountLayer context={context} />
      </AppProviders>
    </ExchangeClientProvider>,
  );

describe('AccountLayer: the sub-user-type guard (spec 03 §8)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    push.mockReset();
    pathname = '/myaccount/security';
  });
  afterEach(() => jest.useRealTimers());

  it('a refused check shows a warning toast with the server message, then goes home after 2 s', async () => {
    renderLayer(clientFor({ refuse: 'Sub-account access revoked' }));
    expect(await screen.findByText('Sub-account access revoked')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1999));
    expect(push).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(push).toHaveBeenCalledWith('/');
  });

  it('an accepted check keeps the user on the page', async () => {
    const client = clientFor({ type: 4, sub_type: 7 });
    renderLayer(client);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3000);
    });
    expect(push).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')?.textContent ?? '').toBe('');
  });

  it('does not check a main account, nor off the account pages', async () => {
    renderLayer(clientFor({ refuse: 'nope' }, false));
    pathname = '/';
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3000);
    });
    expect(push).not.toHaveBeenCalled();
  });
});

import { createExchangeClient, createTransport } from '@exchange/api';
import { createRecordingMonitor } from '@exchange/monitoring/testing';
import { setupServer } from 'msw/node';
import { personaCookieHeader } from '../../testing/persona-cookies';
import type { PersonaName } from '../personas';
import { sandboxHandlers } from './create-handlers';
import { sandboxOgShow } from './responders-site';

// Decision 1320: the sandbox's answers to menu-config, site/settings, get_user_tier, newbiePrizeGuide and og_show,
// read through the declared calls (so the answers parse with the same schemas the app uses).

const server = setupServer(...sandboxHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const client = (persona?: PersonaName) =>
  createExchangeClient(
    createTransport({
      baseUrl: 'http://localhost',
      monitor: createRecordingMonitor().monitor,
      ...(persona === undefined ? {} : { forward: { cookie: personaCookieHeader(persona) } }),
    }),
  );

describe('sandbox config answers (decision 1320)', () => {
  it.each<[PersonaName, string[], boolean]>([
    ['menu-restricted', ['coupons'], true],
    ['restricted-feature', ['futures', 'alpha', 'pilot', 'etf'], false],
    // compliance-tips has page tips in its compliance answer; its menu config leaves them out.
    ['compliance-tips', [], false],
    ['visitor', [], false],
  ])('menu-config of %s: menu %j, tip %p', async (persona, menu, tip) => {
    const data = await client(persona).call('menuConfig');
    expect(data.menu).toEqual(menu);
    expect(data.tips.enable).toBe(tip);
  });

  it('site/settings marks the coupon centre new', async () => {
    expect((await client().call('siteSettings')).menu_badges).toEqual({ coupons: 'new' });
  });

  it.each<[PersonaName, number]>([
    ['vip', 3],
    ['menu-restricted', 5],
    ['user-kyc2', 0],
  ])('get_user_tier of %s is %p', async (persona, tier) => {
    expect((await client(persona).call('userTier')).tier).toBe(tier);
  });

  it('newbiePrizeGuide: four steps (100 USDT) for a visitor, none for a logged-in user', async () => {
    const guide = await client().call('newbiePrizeGuide');
    expect(guide?.steps.map((s) => s.key)).toEqual(['signup', 'kyc', 'deposit', 'trade']);
    expect(guide?.steps.reduce((sum, s) => sum + Number(s.reward_num), 0)).toBe(100);
    expect(await client('user-kyc2').call('newbiePrizeGuide')).toBeNull();
  });

  it.each<[unknown, boolean]>([
    ['/rewards_hub', true],
    ['/ar/rewards_hub', true],
    ['/rewards_hub/?x=1', true],
    ['/', false],
    ['/referral', false],
    ['/rewards_hub_x', false],
    [42, false],
  ])('og_show for %p: campaign %p', (url, campaign) => {
    expect(sandboxOgShow(url) !== null).toBe(campaign);
  });

  it('og_show answers through the declared call', async () => {
    expect((await client().call('ogShow', { url: '/rewards_hub' }))?.title).toBe('Rewards Hub: up to 100 USDT for new users');
    expect(await client().call('ogShow', { url: '/' })).toBeNull();
  });
});

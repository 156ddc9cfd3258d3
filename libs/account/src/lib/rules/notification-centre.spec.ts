import type { AccountNotification } from '@exchange/api';
import { regionSwitches } from '@exchange/site-config';
import { hasNotificationCentre, notificationPath, notificationsOfTab, unreadCounts } from './notification-centre';

const n = (id: string, category: AccountNotification['category'], read: boolean, created_at: number): AccountNotification => ({
  id,
  category,
  read,
  created_at,
  kind: 'campaign',
  params: {},
  title: id,
  body: '',
  link: '',
});
const LIST = [n('a', 'system', false, 1), n('b', 'activity', false, 3), n('c', 'trade', true, 2), n('d', 'system', false, 4)];

describe('the notification centre (decision 1932)', () => {
  it('counts unread per tab', () => expect(unreadCounts(LIST)).toEqual({ all: 3, system: 2, activity: 1, trade: 0 }));
  it('counts nothing for an empty list', () => expect(unreadCounts([])).toEqual({ all: 0, system: 0, activity: 0, trade: 0 }));

  it.each([
    ['all', ['d', 'b', 'c', 'a']],
    ['system', ['d', 'a']],
    ['activity', ['b']],
    ['trade', ['c']],
  ] as const)('tab %s lists %j, newest first', (tab, ids) => expect(notificationsOfTab(LIST, tab).map((x) => x.id)).toEqual(ids));

  it.each([
    ['main (03 §3: notifications shown)', 'main', true],
    ['a regulated site (hiddenNotification)', 'us', false],
    ['an unknown site falls back to main', 'nowhere', true],
  ])('%s → centre %s', (_label, site, expected) => expect(hasNotificationCentre(regionSwitches(site))).toBe(expected));

  it.each([
    ['/myaccount/assets', '/myaccount/assets'],
    ['/trade/BTC_USDT', '/trade/BTC_USDT'],
    ['//evil.example/x', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
    ['', null],
  ])('link %s → %s', (link, expected) => expect(notificationPath(link)).toBe(expected));
});

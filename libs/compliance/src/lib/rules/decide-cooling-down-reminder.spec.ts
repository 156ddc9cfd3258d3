import { complianceCheckSchema } from '@exchange/api';
import { apiCheckOrFallback, apiCheck } from '../../testing/api-shapes';
import {
  COOLING_DOWN_PERIOD_MS,
  coolingDownRoute,
  coolingDownStorageKey,
  decideCoolingDownReminder,
  reminderOf,
  type CoolingDownContext,
  type CoolingDownHideReason,
} from './decide-cooling-down-reminder';
import type { CoolingDownReminder } from './decide-cooling-down-reminder';
import type { StoredValues } from './stored-values';

const H = 3_600_000;
const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const NOW_S = NOW / 1000;
const UID = '10017';
const KEY = 'compliance_cooling_down_at_10017';
const RAW_REMINDER = {
  content: 'Your 24-hour cooling-down period is running.',
  ok_button: 'View details',
  cancel_button: 'Cancel',
  ok_button_router: '/myaccount/profile',
};
/** The reminder as the api delivers it for a raw one (null when the api drops it as malformed). */
const R = (over: Record<string, unknown> = {}): CoolingDownReminder | null =>
  apiCheck({ business: { reminder: { ...RAW_REMINDER, ...over } } }).business.reminder ?? null;
const REMINDER = R() as CoolingDownReminder;

const decide = (over: Partial<CoolingDownContext> = {}) =>
  decideCoolingDownReminder({ isLogin: true, uid: UID, reminder: REMINDER, stored: {}, now: NOW, ...over });
const dismissed = (at: number | string): StoredValues => ({ local: { [KEY]: String(at) } });

describe('decideCoolingDownReminder: when it shows (03 §2/§4, 24 hours)', () => {
  it.each<[string, Partial<CoolingDownContext>, true | CoolingDownHideReason]>([
    ['logged in, reminder with content, nothing stored', {}, true],
    ['a visitor', { isLogin: false }, 'visitor'],
    ['login unknown', { isLogin: null }, 'visitor'],
    ['no reminder', { reminder: null }, 'no-reminder'],
    ['blank content', { reminder: R({ content: '   ' }) }, 'no-reminder'],
    ['end_time 1 h ahead (seconds)', { reminder: R({ end_time: NOW_S + 3600 }) }, true],
    ['end_time 1 h ahead (milliseconds)', { reminder: R({ end_time: NOW + H }) }, true],
    ['end_time as a numeric string', { reminder: R({ end_time: String(NOW_S + 3600) }) }, true],
    ['end_time 0 means not sent', { reminder: R({ end_time: 0 }) }, true],
    ['end_time now: the period is over', { reminder: R({ end_time: NOW_S }) }, 'period-over'],
    ['end_time 1 s ago', { reminder: R({ end_time: NOW_S - 1 }) }, 'period-over'],
    ['end_time unreadable', { reminder: R({ end_time: 'tomorrow' }) }, 'no-reminder'],
    ['end_time negative', { reminder: R({ end_time: -5 }) }, 'no-reminder'],
    ['dismissed 1 h ago', { stored: dismissed(NOW - H) }, 'dismissed'],
    ['dismissed 23 h ago', { stored: dismissed(NOW - 23 * H) }, 'dismissed'],
    ['dismissed exactly 24 h ago', { stored: dismissed(NOW - 24 * H) }, true],
    ['dismissed 25 h ago', { stored: dismissed(NOW - 25 * H) }, true],
    [
      'dismissed 2 h ago, in this period (ends in 20 h)',
      { stored: dismissed(NOW - 2 * H), reminder: R({ end_time: NOW_S + 20 * 3600 }) },
      'dismissed',
    ],
    [
      'dismissed 6 h ago, before this period began (ends in 20 h, began 4 h ago)',
      { stored: dismissed(NOW - 6 * H), reminder: R({ end_time: NOW_S + 20 * 3600 }) },
      true,
    ],
    ['stored time malformed', { stored: dismissed('yesterday') }, true],
    ['stored time in the future', { stored: dismissed(NOW + H) }, true],
    ['another user dismissed it', { stored: { local: { compliance_cooling_down_at_99: String(NOW - H) } } }, true],
    ['now not a number: treated as 0, stored time counts as future', { now: Number.NaN, stored: dismissed(NOW - H) }, true],
  ])('%s', (_label, over, expected) => {
    const decision = decide(over);
    expect(decision.show ? true : decision.reason).toBe(expected);
  });
});

describe('decideCoolingDownReminder: what it stores and where ok goes', () => {
  it('stores the dismissal time for 24 h in local storage, per user', () => {
    expect(decide()).toMatchObject({
      show: true,
      endsAt: null,
      route: '/myaccount/profile',
      onDismiss: { storageKey: KEY, value: String(NOW), ttlMs: COOLING_DOWN_PERIOD_MS, storage: 'local' },
    });
  });

  it('remembers it only until the period ends when the server sent end_time', () => {
    expect(decide({ reminder: R({ end_time: NOW_S + 3 * 3600 }) })).toMatchObject({
      endsAt: NOW + 3 * H,
      onDismiss: { ttlMs: 3 * H },
    });
  });

  it.each([
    [null, 'compliance_cooling_down_at'],
    ['', 'compliance_cooling_down_at'],
    [42, 'compliance_cooling_down_at_42'],
    [' 7 ', 'compliance_cooling_down_at_7'],
  ])('storage key for uid %p', (uid, key) => expect(coolingDownStorageKey(uid)).toBe(key));

  it.each<[unknown, string | null]>([
    ['/myaccount/profile', '/myaccount/profile'],
    ['  /myaccount/kyc_home?step=2 ', '/myaccount/kyc_home?step=2'],
    ['https://www.example-exchange.test/myaccount', null],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['myaccount', null],
    ['', null],
    [null, null],
    [42, null],
  ])('ok route %p -> %p', (router, route) => expect(coolingDownRoute(router)).toBe(route));
});

describe('reminderOf: business.reminder of the compliance check', () => {
  it.each<[string, unknown, CoolingDownReminder | null]>([
    ['present', { business: { reminder: REMINDER } }, REMINDER],
    ['beside top-notice fields', { business: { content: 'Top notice', reminder: REMINDER } }, REMINDER],
    ['absent', { business: { content: 'Top notice' } }, null],
    ['business a list', { business: [{ content: 'x' }] }, null],
    ['business null', { business: null }, null],
    ['reminder not an object', { business: { reminder: 'soon' } }, null],
    ['no check', null, null],
  ])('%s', (_label, check, expected) => expect(reminderOf(check === null ? null : apiCheckOrFallback(check))).toEqual(expected));

  it.each<[string, unknown, Partial<CoolingDownReminder> | null]>([
    ['a full reminder', R({ end_time: NOW_S }), R({ end_time: NOW_S })],
    [
      'end_time as a string, labels missing',
      { content: 'x', end_time: String(NOW_S) },
      { content: 'x', ok_button: '', cancel_button: '', ok_button_router: '', end_time: NOW_S },
    ],
    ['a malformed end_time drops the reminder, not the check', { content: 'x', end_time: 'soon' }, null],
    ['a reminder that is not an object', 'soon', null],
  ])('the api schema keeps it lenient: %s', (_label, reminder, expected) => {
    const check = complianceCheckSchema.parse({ menu: ['futures'], business: { reminder } });
    expect(check.menu).toEqual(['futures']);
    expect(reminderOf(check)).toEqual(expected === null ? null : expect.objectContaining(expected));
  });
});

import type { BusinessComplianceItem } from '@exchange/api';
import { apiBusinessItem, apiCheck, apiReminder } from '../../testing/api-shapes';
import { businessNoticeAction, normalizeFooterTips, pickBusinessNotice, showsCloseButton } from './business-compliance';

const ALLOW = ['https://www.example.com'];
const item = apiBusinessItem({ content: 'Service update', ok_button: 'OK', ok_button_router: '/announcements', type: 'link' });

describe('normalizeFooterTips (01 §8: what the api delivered, items without content dropped)', () => {
  it.each<[string, readonly BusinessComplianceItem[] | null | undefined, BusinessComplianceItem[]]>([
    ['items with content', [item], [item]],
    ['the empty default (non-zero code or failed call)', [], []],
    ['items without content dropped', [apiBusinessItem({ title: 'no content' }), apiBusinessItem({ content: '  ' }), item], [item]],
    ['not loaded', undefined, []],
    ['null', null, []],
  ])('%s', (_label, items, expected) => {
    expect(normalizeFooterTips(items)).toEqual(expected);
  });
});

describe('businessNoticeAction (02 §4)', () => {
  it.each<[string, Parameters<typeof businessNoticeAction>[0], ReturnType<typeof businessNoticeAction>]>([
    ['dismiss type closes', { ...item, type: 'dismiss' }, { kind: 'close' }],
    ['other type navigates to an internal path', item, { kind: 'navigate', to: '/announcements', internal: true }],
    ['numeric type navigates', apiBusinessItem({ ...item, type: 2 }), { kind: 'navigate', to: '/announcements', internal: true }],
    [
      'allowed origin navigates',
      { ...item, ok_button_router: 'https://www.example.com/a' },
      { kind: 'navigate', to: 'https://www.example.com/a', internal: false },
    ],
    ['foreign origin closes', { ...item, ok_button_router: 'https://evil.example.org/' }, { kind: 'close' }],
    ['javascript: closes', { ...item, ok_button_router: 'javascript:alert(1)' }, { kind: 'close' }],
    ['no router closes (the api gives an empty text)', apiBusinessItem({ ...item, ok_button_router: null }), { kind: 'close' }],
    [
      'reminder without type navigates',
      apiReminder({ content: 'Cooling down', ok_button_router: '/myaccount' }),
      { kind: 'navigate', to: '/myaccount', internal: true },
    ],
    ['null item closes', null, { kind: 'close' }],
  ])('%s', (_label, input, expected) => {
    expect(businessNoticeAction(input, ALLOW)).toEqual(expected);
  });
});

describe('pickBusinessNotice / showsCloseButton', () => {
  it.each<[string, unknown, BusinessComplianceItem | null]>([
    ['business with content', { ...item }, item],
    ['business without content', { title: 'Only a title' }, null],
    ['blank content', { content: '   ' }, null],
    ['only the cooling-down reminder', { reminder: { content: 'Cooling down', end_time: 1 } }, null],
    ['a field of the wrong type (the item schema rejects it)', { content: 'x', no_close_button: 'maybe' }, null],
    ['nothing sent', null, null],
  ])('%s', (_label, business, expected) => {
    const check = apiCheck({ business });
    expect(pickBusinessNotice(check.business)).toEqual(expected === null ? null : expect.objectContaining(expected));
  });

  it.each<[unknown, boolean]>([
    [{ no_close_button: true }, false],
    [{ no_close_button: 1 }, false],
    [{ no_close_button: false }, true],
    [{}, true],
    [null, true],
  ])('%p → close button %p', (raw, expected) => {
    expect(showsCloseButton(raw === null ? null : apiBusinessItem(raw))).toBe(expected);
  });
});

describe('businessNoticeAction: server links go through isSafeRedirect (@exchange/site-config), the one safe-link check', () => {
  const ALLOWED = ['https://www.example.com', 'https://help.example.com/'];
  it.each([
    ['/myaccount/tickets', true],
    ['/trade/BTC_USDT?tab=spot#chart', true],
    ['https://www.example.com/announcements/1', true],
    ['https://HELP.example.com/article', true],
    ['  /login  ', true],
    ['//evil.com/x', false],
    ['/\\evil.com', false],
    ['https://evil.com/x', false],
    ['https://www.example.com.evil.com/', false],
    ['http://www.example.com/', false],
    ['javascript:alert(1)', false],
    ['JAVASCRIPT:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['/foo\nbar', false],
    ['/foo bar', false],
    ['/%2F%2Fevil.com', false],
    ['https://user:pw@www.example.com/', false],
    ['relative/path', false],
    ['#top', false],
    ['', false],
    [null, false],
    [42, false],
  ])('%p → %p', (target, expected) => {
    const action = businessNoticeAction({ ...item, ok_button_router: target as string }, ALLOWED);
    expect(action.kind).toBe(expected ? 'navigate' : 'close');
  });

  it('says whether a safe link is internal', () => {
    expect(businessNoticeAction({ ...item, ok_button_router: '/fee' }, ALLOWED)).toEqual({ kind: 'navigate', to: '/fee', internal: true });
    expect(businessNoticeAction({ ...item, ok_button_router: 'https://www.example.com/fee' }, ALLOWED)).toEqual({
      kind: 'navigate',
      to: 'https://www.example.com/fee',
      internal: false,
    });
  });

  it('ignores malformed allowed origins', () => {
    expect(businessNoticeAction({ ...item, ok_button_router: 'https://www.example.com/' }, ['javascript:x', 'http://']).kind).toBe('close');
  });
});

import { getByRole, getByText, queryByText } from '@testing-library/dom';
import { createChatroomApp } from './chatroom-app';
import { MICRO_APP_REGISTRY_GLOBAL, register, type MicroAppProps } from './contract';
import { groupOf } from './seed-messages';
import { textsFor } from './texts';

const props: MicroAppProps = { locale: 'en', languagePrefix: '', theme: 'light', limitFlags: {}, extra: { group: 'btc' } };

describe('chatroom micro-app', () => {
  let element: HTMLElement;
  beforeEach(() => {
    element = document.createElement('div');
    document.body.replaceChildren(element);
  });

  it('mounts the group log with its seeded messages', () => {
    createChatroomApp('1.0.0').mount(element, props);
    const log = getByRole(element, 'log', { name: 'Messages in btc' });
    expect(log).toHaveTextContent('Anyone watching the 4h chart?');
  });

  it('echoes a sent message into the log and clears nothing else', () => {
    createChatroomApp('1.0.0').mount(element, props);
    const field = getByRole(element, 'textbox', { name: 'Message' }) as HTMLInputElement;
    field.value = 'hello there';
    getByRole(element, 'button', { name: 'Send' }).click();
    expect(getByRole(element, 'log')).toHaveTextContent('You: hello there');
    expect(getByRole(element, 'log')).toHaveTextContent('BTC/USDT discussion');
  });

  it('ignores an empty message', () => {
    createChatroomApp('1.0.0').mount(element, { ...props, extra: { group: 'nobody-here' } });
    getByRole(element, 'button', { name: 'Send' }).click();
    expect(getByRole(element, 'log')).toHaveTextContent('No messages yet.');
  });

  it('flags a sub-account (spec 01 §4)', () => {
    const app = createChatroomApp('1.0.0');
    app.mount(element, props);
    expect(queryByText(element, 'Sub-account')).toBeNull();
    app.update({ ...props, extra: { ...props.extra, subAccount: true } });
    expect(getByText(element, 'Sub-account')).toBeVisible();
  });

  it('follows the locale on update (Arabic, right to left) and empties its element on unmount', () => {
    const app = createChatroomApp('1.0.0');
    app.mount(element, props);
    app.update({ ...props, locale: 'ar', languagePrefix: '/ar' });
    expect(element.querySelector('section')?.dir).toBe('rtl');
    expect(getByRole(element, 'button', { name: 'إرسال' })).toBeVisible();
    app.unmount();
    expect(element).toBeEmptyDOMElement();
  });

  it('registers under its name beside other micro-apps', () => {
    const view = { [MICRO_APP_REGISTRY_GLOBAL]: { other: { name: 'other' } } };
    const app = createChatroomApp('1.2.3');
    register(view, app);
    expect(Reflect.get(view, MICRO_APP_REGISTRY_GLOBAL)).toEqual({ other: { name: 'other' }, chatroom: app });
  });
});

describe('groupOf and textsFor', () => {
  it.each([
    ['btc', 'btc'],
    [undefined, 'general'],
    ['<script>', 'general'],
    [42, 'general'],
  ])('group %p → %p', (raw, expected) => {
    expect(groupOf(raw)).toBe(expected);
  });
  it('fills in the group name', () => {
    expect(textsFor('en', 'btc').messages).toBe('Messages in btc');
    expect(textsFor('fr', 'btc').send).toBe('Send');
  });
});

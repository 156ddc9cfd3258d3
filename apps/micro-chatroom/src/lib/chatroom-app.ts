import type { MicroAppProps, MicroAppRegistration } from './contract';
import { groupOf, SEEDED_MESSAGES, type ChatMessage } from './seed-messages';
import { isRightToLeft, textsFor } from './texts';

export const CHATROOM_NAME = 'chatroom';

/**
 * The chatroom micro-app in plain DOM: the group's messages (a log), a message field and Send, which echoes the
 * message into the log. `extra.group` picks the group, `extra.subAccount` flags a sub-account (spec 01 §4),
 * `extra.targetId` (a group short link) is shown as the conversation's target.
 */
export function createChatroomApp(version: string): MicroAppRegistration {
  let root: HTMLElement | null = null;
  let props: MicroAppProps | null = null;
  const sent = new Map<string, ChatMessage[]>();
  let nextId = 1;

  const render = () => {
    if (!root || !props) return;
    const doc = root.ownerDocument;
    const group = groupOf(props.extra['group']);
    const texts = textsFor(props.locale, group);
    const messages = [...(SEEDED_MESSAGES[group] ?? []), ...(sent.get(group) ?? [])];

    const section = doc.createElement('section');
    section.className = 'micro-chatroom';
    section.dir = isRightToLeft(props.locale) ? 'rtl' : 'ltr';
    section.dataset['theme'] = props.theme;
    section.style.cssText = 'display:flex;flex-direction:column;height:100%;gap:8px;font:inherit;';

    if (props.extra['subAccount'] === true) {
      const badge = doc.createElement('p');
      badge.textContent = texts.subAccount;
      badge.dataset['subAccount'] = '1';
      badge.style.cssText = 'margin:0;font-size:12px;font-weight:600;';
      section.append(badge);
    }

    // A live log (role=log) around a plain list: new messages are announced, the list keeps its list semantics.
    const log = doc.createElement('div');
    log.setAttribute('role', 'log');
    log.setAttribute('aria-label', texts.messages);
    log.tabIndex = 0;
    log.style.cssText = 'flex:1;overflow:auto;';
    const list = doc.createElement('ul');
    list.style.cssText = 'margin:0;padding:0;list-style:none;';
    if (messages.length === 0) {
      const empty = doc.createElement('li');
      empty.textContent = texts.empty;
      list.append(empty);
    }
    for (const message of messages) {
      const item = doc.createElement('li');
      const author = doc.createElement('strong');
      author.textContent = `${message.author}: `;
      item.append(author, doc.createTextNode(message.text));
      list.append(item);
    }
    log.append(list);

    const form = doc.createElement('form');
    form.style.cssText = 'display:flex;gap:8px;';
    const label = doc.createElement('label');
    const field = doc.createElement('input');
    field.name = 'message';
    field.maxLength = 500;
    field.autocomplete = 'off';
    field.style.cssText =
      'flex:1;min-width:0;min-height:36px;padding:0 10px;border:1px solid currentColor;border-radius:6px;font:inherit;color:inherit;background:transparent;';
    label.append(doc.createTextNode(`${texts.message} `), field);
    label.style.cssText = 'flex:1;min-width:0;display:flex;gap:4px;align-items:center;';
    const send = doc.createElement('button');
    send.type = 'submit';
    send.textContent = texts.send;
    send.style.cssText =
      'min-height:36px;padding:0 14px;border:0;border-radius:6px;font:inherit;font-weight:600;color:#fff;background:#1d4ed8;cursor:pointer;';
    form.append(label, send);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const text = field.value.trim();
      if (!text) return;
      const mine = sent.get(group) ?? [];
      mine.push({ id: `m${nextId++}`, author: texts.you, text });
      sent.set(group, mine);
      render();
      root?.querySelector<HTMLInputElement>('input[name="message"]')?.focus();
    });

    section.append(log, form);
    root.replaceChildren(section);
  };

  return {
    name: CHATROOM_NAME,
    version,
    mount(element, initial) {
      root = element;
      props = initial;
      render();
    },
    update(next) {
      props = next;
      render();
    },
    unmount() {
      root?.replaceChildren();
      root = null;
      props = null;
    },
  };
}

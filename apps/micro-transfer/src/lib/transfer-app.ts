import { amountProblem } from './amount';
import type { MicroAppProps, MicroAppRegistration } from './contract';
import { fill, isRightToLeft, textsFor, type Texts } from './texts';
import { browserTransferApi, type Balance, type TransferApi, type TransferInput, type WalletBalances } from './transfer-api';

export const FUNDS_TRANSFER_NAME = 'funds-transfer';
export const MASTER_TRANSFER_NAME = 'master-transfer';
/** Dispatched (bubbling) on the host's element after a transfer succeeds; `detail` is what moved (decision 1121). */
export const TRANSFERRED_EVENT = 'exchange:funds-transferred';

export type TransferKind = 'funds' | 'master';
type AccountKind = 'spot' | 'futures' | 'margin';
const OWN_ACCOUNTS: readonly AccountKind[] = ['spot', 'futures', 'margin'];
/** The accounts a UK or Italy limit closes (derivatives). */
const LIMITED: readonly AccountKind[] = ['futures', 'margin'];

interface State {
  balances: WalletBalances | null;
  loadFailed: boolean;
  from: string;
  to: string;
  currency: string;
  direction: 'toSub' | 'fromSub';
  subUid: string;
  amount: string;
  sending: boolean;
  message: { kind: 'error' | 'done'; text: string; depositCurrency?: string } | null;
}

const limitedOf = (props: MicroAppProps): boolean => props.limitFlags['ukLimit'] === true || props.limitFlags['italyLimit'] === true;
const subWebsiteIdOf = (props: MicroAppProps): number | null => {
  const raw = props.extra['subWebsiteId'];
  return typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 ? raw : null;
};

/**
 * The funds transfer (`kind: 'funds'`: spot, futures and margin) or the master transfer (`kind: 'master'`: the main
 * account's spot and a sub-account, with `extra.subWebsiteId`), in plain DOM. Props (spec 02 §3): locale, language
 * prefix, theme, `limitFlags.ukLimit` / `limitFlags.italyLimit` (close futures and margin), and
 * `extra.notificationProvider` (true: the host announces success, the micro-app only dispatches its event).
 */
export function createTransferApp(kind: TransferKind, version: string, api: TransferApi = browserTransferApi()): MicroAppRegistration {
  let root: HTMLElement | null = null;
  let props: MicroAppProps | null = null;
  let generation = 0;
  const state: State = {
    balances: null,
    loadFailed: false,
    from: 'spot',
    to: 'futures',
    currency: 'USDT',
    direction: 'toSub',
    subUid: '',
    amount: '',
    sending: false,
    message: null,
  };

  const accountLabel = (texts: Texts, account: string): string => {
    if (account === 'spot' || account === 'futures' || account === 'margin') return texts[account];
    const sub = state.balances?.sub_accounts.find((s) => `sub:${s.uid}` === account);
    return sub ? `${sub.nickname} (${sub.uid})` : account;
  };
  const holdings = (account: string): Balance[] => {
    if (account.startsWith('sub:')) return state.balances?.sub_accounts.find((s) => `sub:${s.uid}` === account)?.balances ?? [];
    return state.balances?.accounts.find((a) => a.account === account)?.balances ?? [];
  };
  const availableOf = (account: string, currency: string): string =>
    holdings(account).find((b) => b.currency === currency)?.available ?? '0';

  /** From and to of the master transfer, from its direction and sub-account. */
  const route = (): { from: string; to: string } => {
    if (kind === 'funds') return { from: state.from, to: state.to };
    const sub = `sub:${state.subUid}`;
    return state.direction === 'toSub' ? { from: 'spot', to: sub } : { from: sub, to: 'spot' };
  };

  /** Keeps the choices valid for the balances and the limit flags. */
  const normalise = () => {
    if (!props) return;
    const open = OWN_ACCOUNTS.filter((a) => !(limitedOf(props as MicroAppProps) && LIMITED.includes(a)));
    if (kind === 'funds') {
      if (!open.includes(state.from as AccountKind)) state.from = open[0] ?? 'spot';
      if (!open.includes(state.to as AccountKind) || state.to === state.from) state.to = open.find((a) => a !== state.from) ?? state.from;
    } else if (state.balances && !state.balances.sub_accounts.some((s) => s.uid === state.subUid)) {
      state.subUid = state.balances.sub_accounts[0]?.uid ?? '';
    }
    const currencies = currenciesOf();
    if (currencies.length > 0 && !currencies.includes(state.currency)) state.currency = currencies[0] ?? 'USDT';
  };

  const currenciesOf = (): string[] => {
    const { from, to } = route();
    const set = new Set<string>(['USDT']);
    for (const b of [...holdings(from), ...holdings(to)]) if (b.currency) set.add(b.currency);
    return [...set];
  };

  const load = async () => {
    const mine = ++generation;
    const outcome = await api.balances();
    if (mine !== generation || !root) return;
    state.balances = outcome.ok ? outcome.data : null;
    state.loadFailed = !outcome.ok;
    render();
  };

  const select = (doc: Document, name: string, label: string, options: { value: string; label: string }[], value: string) => {
    const wrapper = doc.createElement('label');
    wrapper.style.cssText = 'display:flex;flex-direction:column;gap:4px;flex:1;min-width:120px;';
    const field = doc.createElement('select');
    field.name = name;
    for (const option of options) {
      const element = doc.createElement('option');
      element.value = option.value;
      element.textContent = option.label;
      element.selected = option.value === value;
      field.append(element);
    }
    field.style.cssText =
      'min-height:40px;font:inherit;border:1px solid currentColor;border-radius:6px;padding:0 10px;color:inherit;background:transparent;';
    wrapper.append(doc.createTextNode(label), field);
    return { wrapper, field };
  };

  const rerenderFocusing = (name: string) => {
    render();
    root?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  };

  const submit = async (amount: string) => {
    if (!props || state.sending) return;
    const texts = textsFor(props.locale);
    const { from, to } = route();
    const available = availableOf(from, state.currency);
    const problem = amountProblem(amount, available);
    if (problem) {
      const text = problem === 'tooMuch' ? fill(texts.tooMuch, { available, currency: state.currency }) : texts[problem];
      state.message = { kind: 'error', text, depositCurrency: problem === 'tooMuch' ? state.currency : undefined };
      rerenderFocusing('amount');
      return;
    }
    const input: TransferInput = { currency: state.currency, amount: amount.trim(), from, to };
    if (kind === 'master') {
      const site = subWebsiteIdOf(props);
      if (site !== null) input.sub_website_id = site;
    }
    state.sending = true;
    state.message = null;
    render();
    const outcome = await api.transfer(input);
    state.sending = false;
    if (!root || !props) return;
    if (!outcome.ok) {
      state.message = { kind: 'error', text: outcome.message ?? texts.failed };
      rerenderFocusing('amount');
      return;
    }
    const labels = { from: accountLabel(texts, from), to: accountLabel(texts, to) };
    state.amount = '';
    state.message = { kind: 'done', text: fill(texts.done, { amount: input.amount, currency: input.currency, ...labels }) };
    root.dispatchEvent(new CustomEvent(TRANSFERRED_EVENT, { bubbles: true, detail: { kind, ...input } }));
    await load();
  };

  const render = () => {
    if (!root || !props) return;
    normalise();
    const doc = root.ownerDocument;
    const texts = textsFor(props.locale);
    const section = doc.createElement('section');
    section.className = 'micro-transfer';
    section.dataset['transfer'] = kind;
    section.dataset['theme'] = props.theme;
    section.dir = isRightToLeft(props.locale) ? 'rtl' : 'ltr';
    section.style.cssText = `display:flex;flex-direction:column;gap:12px;font:inherit;color-scheme:${props.theme === 'system' ? 'light dark' : props.theme};`;
    section.setAttribute('aria-label', kind === 'funds' ? texts.fundsTitle : texts.masterTitle);

    if (state.balances === null) {
      const status = doc.createElement('p');
      if (state.loadFailed) status.setAttribute('role', 'alert');
      status.textContent = state.loadFailed ? texts.balancesFailed : texts.loading;
      section.append(status);
      root.replaceChildren(section);
      return;
    }

    if (kind === 'master' && state.balances.sub_accounts.length === 0) {
      const none = doc.createElement('p');
      none.textContent = texts.noSubAccounts;
      section.append(none);
      root.replaceChildren(section);
      return;
    }

    const form = doc.createElement('form');
    form.noValidate = true;
    form.style.cssText = 'display:flex;flex-direction:column;gap:12px;';
    const row = doc.createElement('div');
    row.style.cssText = 'display:flex;gap:8px;align-items:flex-end;flex-wrap:wrap;';

    if (kind === 'funds') {
      const open = OWN_ACCOUNTS.filter((a) => !(limitedOf(props as MicroAppProps) && LIMITED.includes(a)));
      const options = open.map((a) => ({ value: a, label: texts[a] }));
      const from = select(doc, 'from', texts.from, options, state.from);
      const to = select(
        doc,
        'to',
        texts.to,
        options.filter((o) => o.value !== state.from),
        state.to,
      );
      from.field.addEventListener('change', () => {
        if (from.field.value === state.to) state.to = state.from;
        state.from = from.field.value;
        rerenderFocusing('from');
      });
      to.field.addEventListener('change', () => {
        state.to = to.field.value;
        rerenderFocusing('to');
      });
      const swap = doc.createElement('button');
      swap.type = 'button';
      swap.name = 'swap';
      swap.textContent = '⇄';
      swap.setAttribute('aria-label', texts.swap);
      swap.style.cssText =
        'min-height:40px;min-width:40px;border:1px solid currentColor;border-radius:6px;padding:0 12px;font:inherit;color:inherit;background:transparent;cursor:pointer;';
      swap.disabled = !open.includes(state.to as AccountKind) || open.length < 2;
      swap.addEventListener('click', () => {
        [state.from, state.to] = [state.to, state.from];
        rerenderFocusing('swap');
      });
      row.append(from.wrapper, swap, to.wrapper);
    } else {
      const direction = select(
        doc,
        'direction',
        texts.direction,
        [
          { value: 'toSub', label: texts.toSub },
          { value: 'fromSub', label: texts.fromSub },
        ],
        state.direction,
      );
      direction.field.addEventListener('change', () => {
        state.direction = direction.field.value === 'fromSub' ? 'fromSub' : 'toSub';
        rerenderFocusing('direction');
      });
      const sub = select(
        doc,
        'sub',
        texts.subAccount,
        state.balances.sub_accounts.map((s) => ({ value: s.uid, label: `${s.nickname} (${s.uid})` })),
        state.subUid,
      );
      sub.field.addEventListener('change', () => {
        state.subUid = sub.field.value;
        rerenderFocusing('sub');
      });
      row.append(direction.wrapper, sub.wrapper);
    }

    const currency = select(
      doc,
      'currency',
      texts.currency,
      currenciesOf().map((c) => ({ value: c, label: c })),
      state.currency,
    );
    currency.field.addEventListener('change', () => {
      state.currency = currency.field.value;
      rerenderFocusing('currency');
    });

    const { from } = route();
    const available = availableOf(from, state.currency);
    const amountLabel = doc.createElement('label');
    amountLabel.style.cssText = 'display:flex;flex-direction:column;gap:4px;flex:2;min-width:160px;';
    const amount = doc.createElement('input');
    amount.name = 'amount';
    amount.inputMode = 'decimal';
    amount.autocomplete = 'off';
    amount.style.cssText =
      'min-height:40px;font:inherit;border:1px solid currentColor;border-radius:6px;padding:0 10px;color:inherit;background:transparent;';
    amount.value = state.amount;
    amount.addEventListener('input', () => {
      state.amount = amount.value;
    });
    const hintId = `micro-transfer-${kind}-available`;
    const messageId = `micro-transfer-${kind}-message`;
    amount.setAttribute('aria-describedby', state.message?.kind === 'error' ? `${hintId} ${messageId}` : hintId);
    if (state.message?.kind === 'error') amount.setAttribute('aria-invalid', 'true');
    amountLabel.append(doc.createTextNode(texts.amount), amount);
    const max = doc.createElement('button');
    max.type = 'button';
    max.textContent = texts.max;
    max.style.cssText =
      'min-height:40px;border:1px solid currentColor;border-radius:6px;padding:0 12px;font:inherit;color:inherit;background:transparent;cursor:pointer;';
    max.addEventListener('click', () => {
      amount.value = available;
      state.amount = available;
      amount.focus();
    });
    const amountRow = doc.createElement('div');
    amountRow.style.cssText = 'display:flex;gap:8px;align-items:flex-end;flex-wrap:wrap;';
    amountRow.append(currency.wrapper, amountLabel, max);

    const hint = doc.createElement('p');
    hint.id = hintId;
    hint.dataset['available'] = available;
    hint.style.cssText = 'margin:0;font-size:14px;';
    hint.textContent = fill(texts.available, { amount: available, currency: state.currency });

    if (limitedOf(props) && kind === 'funds') {
      const note = doc.createElement('p');
      note.style.cssText = 'margin:0;font-size:14px;';
      note.textContent = texts.limited;
      form.append(note);
    }

    const button = doc.createElement('button');
    button.type = 'submit';
    button.textContent = state.sending ? texts.sending : texts.submit;
    button.disabled = state.sending;
    button.style.cssText =
      'min-height:44px;font:inherit;font-weight:600;border:0;border-radius:6px;padding:0 16px;color:#fff;background:#1d4ed8;cursor:pointer;';

    const message = doc.createElement('div');
    message.id = messageId;
    const quiet = state.message?.kind === 'done' && props.extra['notificationProvider'] === true;
    if (state.message && !quiet) {
      message.setAttribute('role', state.message.kind === 'error' ? 'alert' : 'status');
      message.dataset['message'] = state.message.kind;
      const line = doc.createElement('p');
      line.style.cssText = 'margin:0;';
      line.textContent = state.message.text;
      message.append(line);
      if (state.message.depositCurrency) {
        const link = doc.createElement('a');
        link.href = `${props.languagePrefix}/myaccount/deposit/${encodeURIComponent(state.message.depositCurrency)}`;
        link.textContent = fill(texts.deposit, { currency: state.message.depositCurrency });
        message.append(link);
      }
    }

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      state.amount = amount.value;
      void submit(amount.value);
    });
    form.append(row, amountRow, hint, button, message);
    section.append(form);
    root.replaceChildren(section);
  };

  return {
    name: kind === 'funds' ? FUNDS_TRANSFER_NAME : MASTER_TRANSFER_NAME,
    version,
    mount(element, initial) {
      root = element;
      props = initial;
      state.balances = null;
      state.loadFailed = false;
      state.message = null;
      render();
      void load();
    },
    update(next) {
      props = next;
      render();
    },
    unmount() {
      generation++;
      root?.replaceChildren();
      root = null;
      props = null;
    },
  };
}

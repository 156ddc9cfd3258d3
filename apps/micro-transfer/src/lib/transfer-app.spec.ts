import { findByRole, getByRole, queryByRole, waitFor } from '@testing-library/dom';
import { amountProblem } from './amount';
import { MICRO_APP_REGISTRY_GLOBAL, register, type MicroAppProps } from './contract';
import { createTransferApi, csrfToken, parseBalances, type TransferApi, type TransferInput, type WalletBalances } from './transfer-api';
import { TRANSFERRED_EVENT, createTransferApp } from './transfer-app';

const props: MicroAppProps = { locale: 'en', languagePrefix: '', theme: 'light', limitFlags: {}, extra: {} };

const seeded = (): WalletBalances => ({
  accounts: [
    {
      account: 'spot',
      balances: [
        { currency: 'USDT', available: '1000' },
        { currency: 'BTC', available: '0.5' },
      ],
    },
    { account: 'futures', balances: [{ currency: 'USDT', available: '500' }] },
    { account: 'margin', balances: [{ currency: 'USDT', available: '0' }] },
  ],
  sub_accounts: [{ uid: '600011', nickname: 'sub-trading', balances: [{ currency: 'USDT', available: '0' }] }],
});

/** An in-memory API that moves balances like the sandbox (no limits). */
const fakeApi = (answer: { message?: string; failBalances?: boolean } = {}) => {
  const wallet = seeded();
  const sent: TransferInput[] = [];
  const api: TransferApi = {
    balances: async () => (answer.failBalances ? { ok: false, message: null } : { ok: true, data: structuredClone(wallet) }),
    transfer: async (input) => {
      sent.push(input);
      if (answer.message) return { ok: false, message: answer.message };
      const move = (account: string, delta: number) => {
        const holding = wallet.accounts.find((a) => a.account === account)?.balances.find((b) => b.currency === input.currency);
        if (holding) holding.available = String(Number(holding.available) + delta);
      };
      move(input.from, -Number(input.amount));
      move(input.to, Number(input.amount));
      return { ok: true, data: input };
    },
  };
  return { api, sent };
};

const field = (element: HTMLElement, name: string): HTMLInputElement & HTMLSelectElement => {
  const found = element.querySelector<HTMLInputElement & HTMLSelectElement>(`[name="${name}"]`);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};
const typeAmount = (element: HTMLElement, value: string) => {
  const input = field(element, 'amount');
  input.value = value;
  input.dispatchEvent(new Event('input'));
};

describe('funds transfer micro-app', () => {
  let element: HTMLElement;
  beforeEach(() => {
    element = document.createElement('div');
    document.body.replaceChildren(element);
  });

  it('shows loading, then spot → futures with the available USDT', async () => {
    const app = createTransferApp('funds', '1.0.0', fakeApi().api);
    app.mount(element, props);
    expect(element).toHaveTextContent('Loading balances…');
    await findByRole(element, 'button', { name: 'Transfer' });
    expect(field(element, 'from').value).toBe('spot');
    expect(field(element, 'to').value).toBe('futures');
    expect(element).toHaveTextContent('Available: 1000 USDT');
  });

  it('transfers 10 USDT, announces it, dispatches the event and shows the new balance', async () => {
    const { api, sent } = fakeApi();
    const app = createTransferApp('funds', '1.0.0', api);
    app.mount(element, props);
    await findByRole(element, 'button', { name: 'Transfer' });
    const events: unknown[] = [];
    document.body.addEventListener(TRANSFERRED_EVENT, (event) => events.push((event as CustomEvent).detail));
    typeAmount(element, '10');
    getByRole(element, 'button', { name: 'Transfer' }).click();
    expect(await findByRole(element, 'status')).toHaveTextContent('Transferred 10 USDT from Spot to Futures.');
    expect(sent).toEqual([{ currency: 'USDT', amount: '10', from: 'spot', to: 'futures' }]);
    expect(events).toEqual([{ kind: 'funds', currency: 'USDT', amount: '10', from: 'spot', to: 'futures' }]);
    await waitFor(() => expect(element).toHaveTextContent('Available: 990 USDT'));
  });

  it.each([
    ['', 'Enter an amount greater than 0'],
    ['abc', 'Enter an amount greater than 0'],
    ['0', 'Enter an amount greater than 0'],
    ['1.123456789', 'Use at most 8 decimal places'],
    ['1000.5', 'The amount is more than the 1000 USDT available'],
  ])('refuses %p before sending: %s', async (amount, message) => {
    const { api, sent } = fakeApi();
    createTransferApp('funds', '1.0.0', api).mount(element, props);
    await findByRole(element, 'button', { name: 'Transfer' });
    typeAmount(element, amount);
    getByRole(element, 'button', { name: 'Transfer' }).click();
    expect(getByRole(element, 'alert')).toHaveTextContent(message);
    expect(field(element, 'amount')).toHaveAttribute('aria-invalid', 'true');
    expect(field(element, 'amount').value).toBe(amount);
    expect(sent).toEqual([]);
  });

  it('offers a deposit link under the language prefix when the balance is short', async () => {
    createTransferApp('funds', '1.0.0', fakeApi().api).mount(element, { ...props, languagePrefix: '/ar' });
    await findByRole(element, 'button', { name: 'Transfer' });
    typeAmount(element, '5000');
    getByRole(element, 'button', { name: 'Transfer' }).click();
    expect(getByRole(element, 'link', { name: 'Deposit USDT' })).toHaveAttribute('href', '/ar/myaccount/deposit/USDT');
  });

  it("shows the server's refusal as it is", async () => {
    createTransferApp('funds', '1.0.0', fakeApi({ message: 'Futures accounts are not available in the UK' }).api).mount(element, props);
    await findByRole(element, 'button', { name: 'Transfer' });
    typeAmount(element, '1');
    getByRole(element, 'button', { name: 'Transfer' }).click();
    expect(await findByRole(element, 'alert')).toHaveTextContent('Futures accounts are not available in the UK');
  });

  it('swaps the accounts and follows the currency', async () => {
    createTransferApp('funds', '1.0.0', fakeApi().api).mount(element, props);
    await findByRole(element, 'button', { name: 'Transfer' });
    getByRole(element, 'button', { name: 'Swap accounts' }).click();
    expect([field(element, 'from').value, field(element, 'to').value]).toEqual(['futures', 'spot']);
    expect(element).toHaveTextContent('Available: 500 USDT');
  });

  it('closes futures and margin under a UK or Italy limit flag, and reopens them on update', async () => {
    const app = createTransferApp('funds', '1.0.0', fakeApi().api);
    app.mount(element, { ...props, limitFlags: { ukLimit: true } });
    await findByRole(element, 'combobox', { name: 'From' });
    const options = () => [...field(element, 'from').options].map((o) => o.value);
    expect(options()).toEqual(['spot']);
    expect(element).toHaveTextContent('not available in your region');
    app.update({ ...props, limitFlags: { italyLimit: false } });
    expect(options()).toEqual(['spot', 'futures', 'margin']);
  });

  it('leaves the success message to the host when it is the notification provider', async () => {
    createTransferApp('funds', '1.0.0', fakeApi().api).mount(element, { ...props, extra: { notificationProvider: true } });
    await findByRole(element, 'button', { name: 'Transfer' });
    typeAmount(element, '1');
    getByRole(element, 'button', { name: 'Transfer' }).click();
    await waitFor(() => expect(element).toHaveTextContent('Available: 999 USDT'));
    expect(queryByRole(element, 'status')).toBeNull();
  });

  it('says so when the balances cannot be loaded', async () => {
    createTransferApp('funds', '1.0.0', fakeApi({ failBalances: true }).api).mount(element, props);
    expect(await findByRole(element, 'alert')).toHaveTextContent('Your balances could not be loaded.');
  });

  it('follows locale and theme on update (Arabic, right to left), and empties its element on unmount', async () => {
    const app = createTransferApp('funds', '1.0.0', fakeApi().api);
    app.mount(element, props);
    await findByRole(element, 'button', { name: 'Transfer' });
    app.update({ ...props, locale: 'ar', languagePrefix: '/ar', theme: 'dark' });
    expect(element.querySelector('section')?.dir).toBe('rtl');
    expect(element.querySelector('section')?.dataset['theme']).toBe('dark');
    expect(getByRole(element, 'button', { name: 'تحويل' })).toBeVisible();
    app.unmount();
    expect(element).toBeEmptyDOMElement();
  });
});

describe('master transfer micro-app', () => {
  let element: HTMLElement;
  beforeEach(() => {
    element = document.createElement('div');
    document.body.replaceChildren(element);
  });

  it('moves funds to a sub-account with the sub_website_id', async () => {
    const { api, sent } = fakeApi();
    createTransferApp('master', '1.0.0', api).mount(element, { ...props, extra: { subWebsiteId: 0 } });
    await findByRole(element, 'button', { name: 'Transfer' });
    expect(field(element, 'sub').value).toBe('600011');
    typeAmount(element, '5');
    getByRole(element, 'button', { name: 'Transfer' }).click();
    await findByRole(element, 'status');
    expect(sent).toEqual([{ currency: 'USDT', amount: '5', from: 'spot', to: 'sub:600011', sub_website_id: 0 }]);
  });

  it('goes the other way, and sends no sub_website_id it was not given', async () => {
    const { api, sent } = fakeApi();
    createTransferApp('master', '1.0.0', api).mount(element, props);
    await findByRole(element, 'button', { name: 'Transfer' });
    const direction = field(element, 'direction');
    direction.value = 'fromSub';
    direction.dispatchEvent(new Event('change'));
    expect(element).toHaveTextContent('Available: 0 USDT');
    typeAmount(element, '1');
    getByRole(element, 'button', { name: 'Transfer' }).click();
    expect(getByRole(element, 'alert')).toHaveTextContent('The amount is more than the 0 USDT available');
    expect(sent).toEqual([]);
  });

  it('registers both names beside other micro-apps', () => {
    const view = { [MICRO_APP_REGISTRY_GLOBAL]: { other: { name: 'other' } } };
    const funds = createTransferApp('funds', '1.2.3', fakeApi().api);
    const master = createTransferApp('master', '1.2.3', fakeApi().api);
    register(view, funds);
    register(view, master);
    expect(Reflect.get(view, MICRO_APP_REGISTRY_GLOBAL)).toEqual({
      other: { name: 'other' },
      'funds-transfer': funds,
      'master-transfer': master,
    });
  });
});

describe('transfer api', () => {
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

  it.each([
    ['a=1; csrftoken=v1.abc.def', 'v1.abc.def'],
    ['csrftoken=', '1'],
    ['', '1'],
  ])('csrf token from %p → %p', (cookies, token) => {
    expect(csrfToken(cookies)).toBe(token);
  });

  it('posts same-origin JSON with the csrftoken header and retries a stale token once', async () => {
    let cookie = 'csrftoken=old';
    const calls: { url: string; init: RequestInit }[] = [];
    const api = createTransferApi(
      async (url, init) => {
        calls.push({ url, init });
        if (calls.length === 1) {
          cookie = 'csrftoken=new';
          return json(403, { code: 403, message: 'Invalid CSRF token' }, { 'x-csrf-retry': '1' });
        }
        return json(200, { code: 0, data: { ok: 1 } });
      },
      () => cookie,
    );
    const outcome = await api.transfer({ currency: 'USDT', amount: '10', from: 'spot', to: 'futures' });
    expect(outcome.ok).toBe(true);
    expect(calls.map((c) => [c.url, (c.init.headers as Record<string, string>)['csrftoken'], c.init.credentials])).toEqual([
      ['/api/web/v1/wallet/transfer', 'old', 'same-origin'],
      ['/api/web/v1/wallet/transfer', 'new', 'same-origin'],
    ]);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ currency: 'USDT', amount: '10', from: 'spot', to: 'futures' });
  });

  it('gives the refusal message, or none on a network failure or a body that is not JSON', async () => {
    const refusing = createTransferApi(
      async () => json(200, { code: 10109, message: 'Insufficient balance' }),
      () => '',
    );
    expect(await refusing.transfer({ currency: 'USDT', amount: '1', from: 'spot', to: 'futures' })).toEqual({
      ok: false,
      message: 'Insufficient balance',
    });
    const offline = createTransferApi(
      async () => Promise.reject(new TypeError('offline')),
      () => '',
    );
    expect(await offline.balances()).toEqual({ ok: false, message: null });
    const html = createTransferApi(
      async () => new Response('<html>', { status: 502 }),
      () => '',
    );
    expect(await html.balances()).toEqual({ ok: false, message: null });
  });

  it.each([null, 'x', { accounts: 'no' }, []])('a balances body %p is a failure, not a crash', (data) => {
    expect(parseBalances(data)).toBeNull();
  });

  it('keeps what it can of odd balances', () => {
    expect(parseBalances({ accounts: [{ account: 'spot', balances: [{ currency: 'USDT' }, 3] }, null] })).toEqual({
      accounts: [{ account: 'spot', balances: [{ currency: 'USDT', available: '0' }] }],
      sub_accounts: [],
    });
  });
});

describe('amountProblem', () => {
  it.each([
    ['10', '1000', null],
    ['1000', '1000', null],
    ['0.00000001', '1', null],
    [' 5 ', '10', null],
    ['1000.00000001', '1000', 'tooMuch'],
    ['-1', '10', 'enterAmount'],
    ['1e3', '10000', 'enterAmount'],
    ['1.000000001', '10', 'tooManyDecimals'],
  ])('%p of %p → %p', (value, available, problem) => {
    expect(amountProblem(value, available)).toBe(problem);
  });
});

import { createExchangeClient, createTransport, type FetchLike } from '@exchange/api';
import { createRecordingMonitor } from '@exchange/monitoring/testing';
import { personaCookieHeader } from '../../testing/persona-cookies';
import { mailbox, personaEmail, resetAccounts } from '../accounts/account-store';
import { createSandboxFetch } from '../handle-request';
import type { PersonaName } from '../personas';
import { SANDBOX_FUND_PASSWORD } from '../personas/account';
import { resetSandboxState } from '../state/session-state';

afterEach(() => {
  resetSandboxState();
  resetAccounts();
});

const clientOf = (persona: PersonaName) => {
  const inner = createSandboxFetch();
  const fetch: FetchLike = (url, init) => {
    const headers = new Headers(init.headers);
    headers.set('cookie', `${personaCookieHeader(persona)}; sandbox_sid=sid-centre-${persona}; csrftoken=t`);
    headers.set('csrftoken', 't');
    return inner(url, { ...init, headers });
  };
  return createExchangeClient(createTransport({ baseUrl: 'http://localhost', fetch, monitor: createRecordingMonitor().monitor }));
};
type Client = ReturnType<typeof clientOf>;

const mailedCode = async (client: Client, persona: PersonaName): Promise<string> => {
  await client.call('securityCodeSend', { purpose: 'fundpass' });
  return /code is (\d{6})/.exec(mailbox(personaEmail(persona))[0]?.body ?? '')?.[1] ?? '';
};

describe('the fund password (issue 23 item 1, decisions 1906 and 1908)', () => {
  it('fundpass-unset sets one with the mailed code; the withdrawal status and the frequency save then know it', async () => {
    const client = clientOf('fundpass-unset');
    expect(await client.call('withdrawSecurity')).toMatchObject({ fundpass_set: false });
    expect((await client.callResult('fundPasswordSet', { fundpass: 'Vault-2026x', code: '123456' })).error?.message).toMatch(
      /e-mail code is not right/,
    );
    const code = await mailedCode(client, 'fundpass-unset');
    expect((await client.callResult('fundPasswordSet', { fundpass: 'Vault-2026x', code })).ok).toBe(true);
    expect(await client.call('withdrawSecurity')).toMatchObject({ fundpass_set: true });
    expect((await client.callResult('fundPasswordSet', { fundpass: 'Other-2026x', code })).error?.message).toMatch(/already set/);
  });

  it.each([
    ['a wrong current password', 'nope-nope-1', 'Vault-2027x', /Incorrect fund password/],
    ['a weak new one', SANDBOX_FUND_PASSWORD, 'abcdefghij', /at least one letter and one digit/],
  ])('a change is refused with %s', async (_label, old, next, message) => {
    const client = clientOf('user-kyc2');
    const code = await mailedCode(client, 'user-kyc2');
    expect((await client.callResult('fundPasswordChange', { old_fundpass: old, fundpass: next, code })).error?.message).toMatch(message);
  });

  it('a change with the current one and the code replaces it everywhere the fund password is asked', async () => {
    const client = clientOf('user-kyc2');
    const code = await mailedCode(client, 'user-kyc2');
    expect((await client.callResult('fundPasswordChange', { old_fundpass: SANDBOX_FUND_PASSWORD, fundpass: 'Vault-2026x', code })).ok).toBe(
      true,
    );
    const frequencyCode = await mailedCode(client, 'user-kyc2');
    const old = await client.callResult('fundPasswordFrequencySave', {
      frequency: 2,
      fundpass: SANDBOX_FUND_PASSWORD,
      totp: frequencyCode,
    });
    expect(old.error?.message).toBe('Incorrect fund password');
    expect(await client.call('fundPasswordFrequencySave', { frequency: 2, fundpass: 'Vault-2026x', totp: frequencyCode })).toEqual({
      result: true,
      msg: 'Success',
    });
  });
});

describe('sub-accounts (issue 23 item 5, decision 1907; spec 03 §3 types)', () => {
  it('a main account lists, creates (normal 1, managed 4 → sub_type 7) and freezes them', async () => {
    const client = clientOf('user-kyc2');
    const before = await client.call('subAccountList');
    expect(before).toMatchObject({ is_main: true, list: [{ name: 'sub-trading', type: 1, frozen: false }] });
    const managed = await client.call('subAccountCreate', { name: 'fund_desk', type: 4 });
    expect(managed).toMatchObject({ name: 'fund_desk', type: 4, sub_type: 7, frozen: false });
    expect((await client.callResult('subAccountCreate', { name: 'FUND_DESK', type: 1 })).error?.message).toMatch(/already have/);
    await client.call('subAccountFreeze', { uid: managed?.uid ?? '', frozen: true });
    const after = await client.call('subAccountList');
    expect(after.list.map((sub) => [sub.name, sub.type, sub.frozen])).toEqual([
      ['sub-trading', 1, false],
      ['fund_desk', 4, true],
    ]);
    expect((await client.callResult('subAccountFreeze', { uid: 'nope', frozen: true })).error?.message).toBe('No such sub-account.');
  });

  it('a sub-account is told it is not a main account and cannot create one', async () => {
    const client = clientOf('sub-account-normal');
    expect(await client.call('subAccountList')).toEqual({ is_main: false, limit: 20, list: [] });
    expect((await client.callResult('subAccountCreate', { name: 'nested', type: 1 })).error?.message).toMatch(/Only a main account/);
  });
});

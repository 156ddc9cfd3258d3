import { createExchangeClient, createTransport, type FetchLike } from '@exchange/api';
import { createRecordingMonitor } from '@exchange/monitoring/testing';
import { personaCookieHeader } from '../../testing/persona-cookies';
import { PERSONA_TOTP_SECRETS, REVIEWER_EMAIL, mailbox, resetAccounts } from '../accounts/account-store';
import { totpCodeAt } from '../accounts/totp';
import { createSandboxFetch } from '../handle-request';
import { depositAddressOf, findNetwork } from '../money/coins';
import type { PersonaName } from '../personas';
import { PERSONAS } from '../personas';
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
    headers.set('cookie', `${personaCookieHeader(persona)}; sandbox_sid=sid-2fa-${persona}`);
    return inner(url, { ...init, headers });
  };
  return createExchangeClient(createTransport({ baseUrl: 'http://localhost', fetch, monitor: createRecordingMonitor().monitor }));
};

/** Someone else's valid Tron address (the sandbox derives one per uid). */
const tron = findNetwork('USDT', 'TRX');
const toAddress = tron ? depositAddressOf('99999', 'USDT', tron.network).address : '';
const withdrawal = (totp: string) => ({
  currency: 'USDT',
  chain: 'TRX',
  address: toAddress,
  memo: '',
  amount: '20',
  fundpass: SANDBOX_FUND_PASSWORD,
  totp,
});

describe("a withdrawal's 2FA goes through the account's one check (issue 22, decisions 1855 and 1908)", () => {
  const secret = PERSONA_TOTP_SECRETS['user-2fa'] ?? '';

  it.each([
    [
      'user-2fa, 2FA on: a code of another secret',
      'user-2fa',
      (): string => totpCodeAt('ONQW4ZDCN54C25DPORYC2MJQGAYDC', Date.now()),
      false,
    ],
    [
      'user-2fa, 2FA on: six digits that are not the code',
      'user-2fa',
      (): string => (totpCodeAt(secret, Date.now()) === '123456' ? '654321' : '123456'),
      false,
    ],
    ["user-2fa, 2FA on: its authenticator's code (JBSWY3DPEHPK3PXP)", 'user-2fa', (): string => totpCodeAt(secret, Date.now()), true],
    ['user-kyc2, 2FA off: six digits without a mailed code (decision 1908)', 'user-kyc2', (): string => '123456', false],
  ] as const)('%s', async (_label, persona, code, accepted) => {
    const answer = await clientOf(persona).callResult('withdraw', withdrawal(code()));
    if (accepted) expect(answer.data).toMatchObject({ status: 'pending', chain: 'TRX' });
    else expect(answer.error?.message).toBe('Incorrect 2FA code');
  });

  it('with 2FA off the code mailed by securityCodeSend passes once; a wrong one, a reused one and an older one do not (decision 1908)', async () => {
    const client = clientOf('user-kyc2');
    const mailed = async (): Promise<string> => {
      expect(await client.call('securityCodeSend', { purpose: 'withdraw' })).toEqual({
        channel: 'email',
        sent_to: 're***@sandbox.invalid',
      });
      const body = mailbox(REVIEWER_EMAIL)[0]?.body ?? '';
      return /code is (\d{6})/.exec(body)?.[1] ?? '';
    };
    const first = await mailed();
    const second = await mailed();
    const wrong = second === '111111' ? '222222' : '111111';
    expect((await client.callResult('withdraw', withdrawal(wrong))).error?.message).toBe('Incorrect 2FA code');
    if (first !== second) expect((await client.callResult('withdraw', withdrawal(first))).error?.message).toBe('Incorrect 2FA code');
    expect((await client.callResult('withdraw', withdrawal(second))).data).toMatchObject({ status: 'pending' });
    expect((await client.callResult('withdraw', withdrawal(second))).error?.message).toBe('Incorrect 2FA code');
  });

  it('with 2FA on no e-mail code is sent: the authenticator answers', async () => {
    expect(await clientOf('user-2fa').call('securityCodeSend', { purpose: 'withdraw' })).toEqual({ channel: 'totp', sent_to: '' });
  });

  it('withdrawSecurity says whether the account has an authenticator bound', async () => {
    expect(await clientOf('user-2fa').call('withdrawSecurity')).toMatchObject({ totp_bound: true });
    expect(await clientOf('user-kyc2').call('withdrawSecurity')).toMatchObject({ totp_bound: false });
    expect(PERSONAS['user-2fa'].account).not.toBeNull();
  });
});

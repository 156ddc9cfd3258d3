import { createExchangeClient, createTransport, type FetchLike } from '@exchange/api';
import { createRecordingMonitor } from '@exchange/monitoring/testing';
import { personaCookieHeader } from '../../testing/persona-cookies';
import { PERSONA_TOTP_SECRETS } from '../accounts/account-store';
import { totpCodeAt } from '../accounts/totp';
import { createSandboxFetch } from '../handle-request';
import { depositAddressOf, findNetwork } from '../money/coins';
import type { PersonaName } from '../personas';
import { PERSONAS } from '../personas';
import { SANDBOX_FUND_PASSWORD } from '../personas/account';
import { resetSandboxState } from '../state/session-state';

afterEach(() => resetSandboxState());

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

describe("a withdrawal's 2FA goes through the account's one check (issue 22, decision 1855)", () => {
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
    ['user-kyc2, 2FA off: the sandbox rule refuses 000000', 'user-kyc2', (): string => '000000', false],
    ['user-kyc2, 2FA off: any other six digits', 'user-kyc2', (): string => '123456', true],
  ] as const)('%s', async (_label, persona, code, accepted) => {
    const answer = await clientOf(persona).callResult('withdraw', withdrawal(code()));
    if (accepted) expect(answer.data).toMatchObject({ status: 'pending', chain: 'TRX' });
    else expect(answer.error?.message).toBe('Incorrect 2FA code');
  });

  it('withdrawSecurity says whether the account has an authenticator bound', async () => {
    expect(await clientOf('user-2fa').call('withdrawSecurity')).toMatchObject({ totp_bound: true });
    expect(await clientOf('user-kyc2').call('withdrawSecurity')).toMatchObject({ totp_bound: false });
    expect(PERSONAS['user-2fa'].account).not.toBeNull();
  });
});

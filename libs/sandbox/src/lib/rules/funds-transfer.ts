/**
 * The sandbox's funds transfer (decision 1121): moves an amount of one currency between two of the persona's
 * accounts (`spot`, `futures`, `margin`) or, for the master transfer, between its spot account and a sub-account
 * (`sub:<uid>`). Amounts are decimal strings, computed in integer units of 1e-8 (no floating point).
 */
export const TRANSFER_DECIMALS = 8;
const UNIT = 10n ** BigInt(TRANSFER_DECIMALS);

/** Balances by account id, then by currency. */
export type SandboxWallet = Readonly<Record<string, Readonly<Record<string, string>>>>;

export interface TransferRequest {
  currency: unknown;
  amount: unknown;
  from: unknown;
  to: unknown;
  sub_website_id?: unknown;
}

export interface TransferLimits {
  ukLimited: boolean;
  italyLimited: boolean;
}

export type TransferOutcome =
  | { ok: true; wallet: SandboxWallet; result: { from: string; to: string; currency: string; amount: string } }
  | { ok: false; code: number; message: string };

/** The accounts a region limit closes (UK and Italy: no derivatives, so no futures or margin account). */
export const LIMITED_ACCOUNTS: readonly string[] = ['futures', 'margin'];

const OWN_ACCOUNTS = ['spot', 'futures', 'margin'];
const ACCOUNT_LABEL: Record<string, string> = { spot: 'Spot', futures: 'Futures', margin: 'Margin' };
const labelOf = (account: string): string => ACCOUNT_LABEL[account] ?? `Sub-account ${account.slice(4)}`;

/** A decimal string → units of 1e-8; null when it is not a plain positive-or-zero decimal with at most 8 places. */
export function toUnits(value: string): bigint | null {
  const match = /^(\d{1,20})(?:\.(\d{1,8}))?$/.exec(value);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * UNIT + BigInt(fraction.padEnd(TRANSFER_DECIMALS, '0'));
}

/** Units of 1e-8 → the shortest decimal string. */
export function fromUnits(units: bigint): string {
  const whole = units / UNIT;
  const fraction = (units % UNIT).toString().padStart(TRANSFER_DECIMALS, '0').replace(/0+$/, '');
  return fraction === '' ? whole.toString() : `${whole}.${fraction}`;
}

const refuse = (code: number, message: string): TransferOutcome => ({ ok: false, code, message });

/** Checks a transfer and, when it is valid, gives the wallet after it. */
export function applyTransfer(wallet: SandboxWallet, request: TransferRequest, limits: TransferLimits): TransferOutcome {
  const { currency, amount, from, to } = request;
  if (typeof currency !== 'string' || !/^[A-Z0-9]{2,10}$/.test(currency)) return refuse(10101, 'Choose a currency');
  if (typeof amount !== 'string' || amount.trim() === '') return refuse(10102, 'Enter an amount');
  const trimmed = amount.trim();
  if (/^\d+\.\d{9,}$/.test(trimmed)) return refuse(10103, `Use at most ${TRANSFER_DECIMALS} decimal places`);
  const units = toUnits(trimmed);
  if (units === null || units <= 0n) return refuse(10102, 'Enter an amount greater than 0');
  const known = (account: unknown): account is string =>
    typeof account === 'string' && Object.prototype.hasOwnProperty.call(wallet, account);
  if (!known(from) || !known(to)) return refuse(10104, 'Unknown account');
  if (from === to) return refuse(10105, 'Choose two different accounts');
  const toSub = to.startsWith('sub:');
  const fromSub = from.startsWith('sub:');
  if (toSub || fromSub) {
    if (!((toSub && from === 'spot') || (fromSub && to === 'spot')))
      return refuse(10106, 'A sub-account transfer moves funds between your spot account and a sub-account');
    const site = request.sub_website_id;
    if (typeof site !== 'number' || !Number.isInteger(site) || site < 0) return refuse(10107, 'Missing sub-site id');
  } else if (!OWN_ACCOUNTS.includes(from) || !OWN_ACCOUNTS.includes(to)) {
    return refuse(10104, 'Unknown account');
  }
  const region = limits.ukLimited ? 'the UK' : limits.italyLimited ? 'Italy' : null;
  const closed = [from, to].find((account) => LIMITED_ACCOUNTS.includes(account));
  if (region !== null && closed !== undefined) return refuse(10108, `${labelOf(closed)} accounts are not available in ${region}`);
  const available = toUnits(wallet[from]?.[currency] ?? '0') ?? 0n;
  if (units > available) return refuse(10109, `Insufficient balance: ${fromUnits(available)} ${currency} available in ${labelOf(from)}`);
  const target = toUnits(wallet[to]?.[currency] ?? '0') ?? 0n;
  const next: SandboxWallet = {
    ...wallet,
    [from]: { ...wallet[from], [currency]: fromUnits(available - units) },
    [to]: { ...wallet[to], [currency]: fromUnits(target + units) },
  };
  return { ok: true, wallet: next, result: { from, to, currency, amount: fromUnits(units) } };
}

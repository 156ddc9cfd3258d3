'use client';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { moneyMessages as m } from '../../money-messages';

/** The coin/network pairs the reviewer can send from the toolbar (the sandbox's catalogue, issue 22). */
export const SIMULATED_DEPOSITS = [
  { value: 'USDT:TRX', label: 'USDT · Tron (TRC20)' },
  { value: 'USDT:ETH', label: 'USDT · Ethereum (ERC20)' },
  { value: 'USDT:SOL', label: 'USDT · Solana' },
  { value: 'BTC:BTC', label: 'BTC · Bitcoin' },
  { value: 'ETH:ETH', label: 'ETH · Ethereum' },
  { value: 'XRP:XRP', label: 'XRP · XRP Ledger' },
] as const;

/** `/_sandbox/deposit?…&next=<path>`: the sandbox control that starts an incoming deposit, then comes back. */
export function simulatedDepositUrl(pair: string, amount: string, next: string): string {
  const [currency = 'USDT', chain = 'TRX'] = pair.split(':');
  const query = new URLSearchParams({ currency, chain, amount, next });
  return `/_sandbox/deposit?${query.toString()}`;
}

export interface SandboxDepositToolProps {
  /** Follows a URL (default `window.location.assign`). */
  navigate?: (url: string) => void;
}

/**
 * The sandbox toolbar's "simulate incoming deposit" (issue 22): a deposit to the current persona that goes pending →
 * confirming n/N → credited over about 12 s, then the page reloads on the same path. Plain elements: the toolbar
 * is drawn without Chakra.
 */
export function SandboxDepositTool({ navigate = (url) => window.location.assign(url) }: SandboxDepositToolProps) {
  const intl = useIntl();
  const id = useId();
  const [pair, setPair] = useState<string>(SIMULATED_DEPOSITS[0].value);
  const [amount, setAmount] = useState('100');
  return (
    <form
      aria-label={intl.formatMessage(m.toolTitle)}
      style={{ display: 'grid', gap: '0.375rem', borderTop: '1px solid currentColor', paddingTop: '0.5rem', marginTop: '0.5rem' }}
      onSubmit={(e) => {
        e.preventDefault();
        navigate(simulatedDepositUrl(pair, amount, `${window.location.pathname}${window.location.search}`));
      }}
    >
      <label htmlFor={`${id}-pair`} style={{ fontSize: '0.75rem' }}>
        {intl.formatMessage(m.toolNetwork)}
      </label>
      <select id={`${id}-pair`} value={pair} onChange={(e) => setPair(e.target.value)}>
        {SIMULATED_DEPOSITS.map((p) => (
          <option key={p.value} value={p.value}>
            {p.label}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-amount`} style={{ fontSize: '0.75rem' }}>
        {intl.formatMessage(m.toolAmount)}
      </label>
      <input id={`${id}-amount`} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, ''))} />
      <button type="submit" disabled={!(Number(amount) > 0)}>
        {intl.formatMessage(m.toolSimulate)}
      </button>
    </form>
  );
}

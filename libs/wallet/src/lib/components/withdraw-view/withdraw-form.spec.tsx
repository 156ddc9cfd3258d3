import { createFixtureClient, holdCalls } from '@exchange/api/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fixtureCoins, moneyFixtures, moneyLinks, WalletTestProviders } from '../../../testing';
import { WithdrawForm } from './withdraw-form';

const usdt = fixtureCoins.find((coin) => coin.currency === 'USDT');
const tron = usdt?.networks.find((network) => network.chain === 'TRX');
const ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

describe('WithdrawForm before the wallet read arrives (decision 1979: as the alpha buy of 1970)', () => {
  it('shows a dash for the balance and no Max, lets the amount through and sends the withdrawal (the server checks the balance)', async () => {
    if (!usdt || !tron) throw new Error('the sandbox coins lost USDT on Tron');
    const fixtures = {
      ...moneyFixtures(),
      withdraw: (input: { amount: string }) => ({
        id: 'wd-2',
        currency: 'USDT',
        chain: 'TRX',
        address: ADDRESS,
        memo: '',
        amount: input.amount,
        fee: tron.withdraw_fee,
        status: 'pending' as const,
        created_at: 1764300000000,
      }),
    };
    const { client, release } = holdCalls(createFixtureClient(fixtures), ['walletBalances']);
    const onDone = jest.fn();
    render(
      <WalletTestProviders client={client}>
        <WithdrawForm coin={usdt} network={tron} links={moneyLinks} onDone={onDone} />
      </WalletTestProviders>,
    );
    expect(screen.getByTestId('withdraw-available').textContent).toBe('Available — USDT');
    expect(screen.getByRole('button', { name: 'Max' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Address' }), { target: { value: ADDRESS } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '2000' } });
    const withdraw = screen.getByRole('button', { name: 'Withdraw' });
    await waitFor(() => expect(withdraw).toHaveProperty('disabled', false));
    fireEvent.click(withdraw);
    fireEvent.change(await screen.findByLabelText('Fund password'), { target: { value: 'Fund-pass-1' } });
    fireEvent.change(screen.getByLabelText('Authenticator code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(client.calls.map((call) => call.name)).toContain('withdraw'));
    release();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ status: 'success' })));
  });
});

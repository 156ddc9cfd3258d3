import { renderWithProviders } from '@exchange/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegionSwitchPrompt } from './region-switch-prompt';

describe('RegionSwitchPrompt', () => {
  it.each([
    ['main', 'uk', 'Switch to the UK site?', 'visiting from the United Kingdom'],
    ['main', 'eu', 'Switch to the EU site?', 'the European Economic Area'],
    ['main', 'us', 'Switch to the US site?', 'the United States'],
    ['main', 'au', 'Switch to the Australia site?', 'Australia'],
    ['main', 'jp', 'Switch to the Japan site?', 'Japan'],
    ['main', 'ae', 'Switch to the UAE site?', 'the United Arab Emirates'],
    ['jp', 'main', 'Switch to the Global site?', 'outside Japan'],
  ])('%s → %s', async (from, to, title, text) => {
    renderWithProviders(
      <RegionSwitchPrompt from={from} to={to} target={{ site: to, path: '/', locale: 'en' }} onSwitch={jest.fn()} onStay={jest.fn()} />,
    );
    expect(await screen.findByRole('dialog', { name: title })).toHaveTextContent(text);
  });

  it('Switch Site hands over the target and does not count as Stay', async () => {
    const onSwitch = jest.fn();
    const onStay = jest.fn();
    const target = { site: 'eu', path: '/trade/BTC_USDT', locale: 'it-eu' };
    renderWithProviders(<RegionSwitchPrompt from="main" to="eu" target={target} onSwitch={onSwitch} onStay={onStay} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Switch Site' }));
    expect(onSwitch).toHaveBeenCalledWith(target);
    expect(onStay).not.toHaveBeenCalled();
  });

  it('Stay here (or ×) stays', async () => {
    const onStay = jest.fn();
    renderWithProviders(
      <RegionSwitchPrompt from="main" to="uk" target={{ site: 'uk', path: '/', locale: 'en' }} onSwitch={jest.fn()} onStay={onStay} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Stay here' }));
    expect(onStay).toHaveBeenCalledTimes(1);
  });
});

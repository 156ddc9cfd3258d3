import { renderWithProviders } from '@exchange/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TradeLayout } from './trade-layout';

const region = (name: string) => <section aria-label={name}>{name}</section>;

function renderLayout(onSide = jest.fn()) {
  renderWithProviders(
    <TradeLayout
      header={region('Ticker header')}
      chart={region('Chart')}
      book={region('Order book')}
      trades={region('Market trades')}
      form={region('Order form')}
      panels={region('Your orders')}
      buyLabel="Buy BTC"
      sellLabel="Sell BTC"
      onSide={onSide}
    />,
  );
  return onSide;
}

describe('TradeLayout', () => {
  it('marks the views the phone hides: one market view at a time, the chart first', async () => {
    renderLayout();
    const regionOf = (name: string) => screen.getByRole('region', { name }).parentElement as HTMLElement;
    expect(regionOf('Chart')).toHaveAttribute('data-phone-hidden', 'false');
    expect(regionOf('Order book')).toHaveAttribute('data-phone-hidden', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Trades' }));
    expect(screen.getByRole('button', { name: 'Trades' })).toHaveAttribute('aria-pressed', 'true');
    expect(regionOf('Market trades')).toHaveAttribute('data-phone-hidden', 'false');
    expect(regionOf('Chart')).toHaveAttribute('data-phone-hidden', 'true');
  });

  it('opens the order form in the bottom sheet from the sticky Sell button, with the side', async () => {
    const onSide = renderLayout();
    await userEvent.click(within(screen.getByRole('group', { name: 'Buy or sell' })).getByRole('button', { name: 'Sell BTC' }));
    expect(onSide).toHaveBeenCalledWith('sell');
    const sheet = await screen.findByRole('dialog', { name: 'Place an order' });
    expect(within(sheet).getByRole('region', { name: 'Order form' })).toBeTruthy();
  });

  it('keeps the toasts above the open sheet and gives the room back when it closes (decision 1965)', async () => {
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 500 } as DOMRect);
    try {
      renderLayout();
      const before = document.body.style.getPropertyValue('--bottom-overlay-room');
      await userEvent.click(within(screen.getByRole('group', { name: 'Buy or sell' })).getByRole('button', { name: 'Buy BTC' }));
      await screen.findByRole('dialog', { name: 'Place an order' });
      expect(document.body.style.getPropertyValue('--bottom-overlay-room')).toBe('508px');
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Place an order' })).toBeNull());
      expect(document.body.style.getPropertyValue('--bottom-overlay-room')).toBe(before);
    } finally {
      rect.mockRestore();
      document.body.style.removeProperty('--bottom-overlay-room');
    }
  });

  it('says how to open the chart menu by mouse and by touch', () => {
    renderLayout();
    expect(screen.getByTestId('chart-hint')).toHaveTextContent('Right-click the chart');
    expect(screen.getByTestId('chart-hint')).toHaveTextContent('Long-press the chart');
  });
});

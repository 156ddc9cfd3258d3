import { renderWithProviders } from '@exchange/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChartContextMenu, type ChartContextMenuProps } from './chart-context-menu';

function setup(props: Partial<ChartContextMenuProps> = {}) {
  const onAddAlert = jest.fn();
  const onTrade = jest.fn();
  renderWithProviders(
    <ChartContextMenu
      priceAt={(_x, y) => 1000 - y}
      fallbackPrice={() => 500}
      formatPrice={(p) => p.toFixed(2)}
      onAddAlert={onAddAlert}
      onTrade={onTrade}
      {...props}
    >
      <div data-testid="chart" tabIndex={0}>
        chart
      </div>
    </ChartContextMenu>,
  );
  return { onAddAlert, onTrade, user: userEvent.setup() };
}

describe('ChartContextMenu', () => {
  it('offers an alert and trades at the price under the pointer', async () => {
    const t = setup();
    fireEvent.contextMenu(screen.getByTestId('chart'), { clientX: 40, clientY: 250 });
    expect(await screen.findByRole('menuitem', { name: 'Add alert at 750.00' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Buy at 750.00' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Sell at 750.00' })).toBeInTheDocument();
    await t.user.click(screen.getByRole('menuitem', { name: 'Add alert at 750.00' }));
    expect(t.onAddAlert).toHaveBeenCalledWith(750);
  });

  it.each<[string, 1 | -1]>([
    ['Buy at 900.00', 1],
    ['Sell at 900.00', -1],
  ])('%s opens a quick order on that side', async (name, side) => {
    const t = setup();
    fireEvent.contextMenu(screen.getByTestId('chart'), { clientX: 10, clientY: 100 });
    const item = await screen.findByRole('menuitem', { name });
    // Keyboard selection: arrow down to the item, then Enter.
    for (let i = 0; i < 4 && item.getAttribute('data-highlighted') === null; i++) await t.user.keyboard('{ArrowDown}');
    await t.user.keyboard('{Enter}');
    expect(t.onTrade).toHaveBeenCalledWith(side, 900);
  });

  it('uses the last price when opened from the keyboard', async () => {
    setup();
    fireEvent.contextMenu(screen.getByTestId('chart'), { clientX: 0, clientY: 0 });
    expect(await screen.findByRole('menuitem', { name: 'Add alert at 500.00' })).toBeInTheDocument();
  });

  it('hides Buy/Sell where trading is not offered', async () => {
    setup({ onTrade: undefined });
    fireEvent.contextMenu(screen.getByTestId('chart'), { clientX: 40, clientY: 250 });
    expect(await screen.findByRole('menuitem', { name: 'Add alert at 750.00' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Buy at/ })).not.toBeInTheDocument();
  });
});

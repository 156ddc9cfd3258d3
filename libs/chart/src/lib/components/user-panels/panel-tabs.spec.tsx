import { renderWithProviders } from '@exchange/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PanelTab, PanelTabList } from './panel-tabs';

type Tab = 'open' | 'history' | 'assets';
const TABS = [
  { value: 'open' as const, label: 'Open orders' },
  { value: 'history' as const, label: 'Order history' },
  { value: 'assets' as const, label: 'Assets' },
];

function Tabs() {
  const [current, setCurrent] = useState<Tab>('open');
  return (
    <>
      <PanelTabList tabs={TABS} current={current} id="t" label="My trading" onSelect={setCurrent} />
      {TABS.map((t) => (
        <PanelTab key={t.value} value={t.value} current={current} id="t">
          {`${t.label} panel`}
        </PanelTab>
      ))}
    </>
  );
}

describe('PanelTabList (WAI-ARIA tabs of the user panels)', () => {
  it.each([
    ['ArrowRight', 'Order history'],
    ['ArrowLeft', 'Assets'],
    ['End', 'Assets'],
    ['Home', 'Open orders'],
  ])('%s from the first tab selects %s, focuses it and shows its panel', async (key, name) => {
    const user = userEvent.setup();
    renderWithProviders(<Tabs />);
    screen.getByRole('tab', { name: 'Open orders' }).focus();
    await user.keyboard(`{${key}}`);
    const tab = screen.getByRole('tab', { name });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(tab).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent(`${name} panel`);
  });

  it('only the selected tab is in the tab order, and its panel is named by it', () => {
    renderWithProviders(<Tabs />);
    expect(screen.getAllByRole('tab').map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    expect(screen.getByRole('tabpanel', { name: 'Open orders' })).toBeInTheDocument();
  });
});

import { renderWithProviders } from '@exchange/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SINGLE_ELEMENT_CHILD_ERROR } from './single-element-child';
import { TooltipModal } from './tooltip-modal';

describe('TooltipModal (03 §8)', () => {
  it('opens the explanation in a dialog when its trigger is clicked, and closes', async () => {
    renderWithProviders(
      <TooltipModal title="Funding rate" content="Paid every 8 hours between long and short positions." closeLabel="Close">
        <button type="button">What is this?</button>
      </TooltipModal>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'What is this?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Funding rate' });
    expect(dialog).toHaveTextContent('Paid every 8 hours');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('throws when its child is not a single element', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderWithProviders(
        <TooltipModal title="t" content="c" closeLabel="Close">
          text
        </TooltipModal>,
      ),
    ).toThrow(SINGLE_ELEMENT_CHILD_ERROR);
    spy.mockRestore();
  });
});

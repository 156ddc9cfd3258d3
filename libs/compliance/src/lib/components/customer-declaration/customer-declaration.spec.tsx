import { screen, waitFor } from '@testing-library/react';
import { renderWithApi } from '../../../testing';
import { CustomerDeclaration, CustomerDeclarationView } from './customer-declaration';

const status = () => screen.getByRole('status', { name: 'Declaration status' });

describe('CustomerDeclaration (issue 14 item 3)', () => {
  it.each([
    [null, 'Checking your declaration…', 'true'],
    [1, 'You have not signed the declaration yet. Read it and confirm it in the dialog.', 'false'],
    [2, 'You have signed the Customer Understanding Declaration.', 'false'],
  ] as const)('status %s: %s', (value, text, busy) => {
    renderWithApi(<CustomerDeclarationView status={value} />);
    expect(status()).toHaveTextContent(text);
    expect(status()).toHaveAttribute('aria-busy', busy);
    expect(screen.getByText(/understand the risks of crypto-asset trading/)).toBeInTheDocument();
  });

  it('reads the status from the declaration call', async () => {
    renderWithApi(<CustomerDeclaration />, { declarationStatus: { status: 2 } });
    await waitFor(() => expect(status()).toHaveTextContent('You have signed'));
  });

  it('a failed status call shows need-sign (the call falls back to 1, 03 §8)', async () => {
    renderWithApi(<CustomerDeclaration />, {}, { declarationStatus: 'http' });
    await waitFor(() => expect(status()).toHaveTextContent('You have not signed'));
  });
});

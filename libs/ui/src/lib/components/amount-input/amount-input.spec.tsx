import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { getByRoleOutsideToasts, renderWithProviders } from '../../../testing/render';
import { AmountInput, type AmountInputProps } from './amount-input';

function Harness({ initial = '', onChange, ...props }: Partial<AmountInputProps> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <AmountInput
      label="Amount"
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

const input = () => screen.getByLabelText('Amount') as HTMLInputElement;

describe('AmountInput', () => {
  it('is a labelled decimal text input', () => {
    renderWithProviders(<Harness />);
    expect(input()).toHaveAttribute('inputmode', 'decimal');
    expect(input()).toHaveAttribute('type', 'text');
    expect(input()).toHaveValue('');
  });

  it.each<[string, Partial<AmountInputProps>, string]>([
    ['.5', {}, '0.5'],
    ['007', {}, '7'],
    ['1.2345', {}, '1.23'],
    ['1.2345', { precision: 4 }, '1.2345'],
    ['1.5', { precision: 0 }, '15'],
    ['-3', {}, '3'],
    ['-3', { allowNegative: true }, '-3'],
    ['0,5', {}, '0.5'],
    ['1.2.3', {}, '1.23'],
  ])('typing %p with %j shows %p', async (typed, props, expected) => {
    const user = userEvent.setup();
    renderWithProviders(<Harness {...props} />);
    await user.type(input(), typed);
    expect(input()).toHaveValue(expected);
  });

  it('keeps what the user typed when an invalid character is dropped, and says why', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.type(input(), '12a');
    expect(input()).toHaveValue('12');
    expect(getByRoleOutsideToasts('status')).toHaveTextContent('Only digits and one decimal point can be entered');
    await user.type(input(), '3');
    expect(input()).toHaveValue('123');
    expect(getByRoleOutsideToasts('status')).toHaveTextContent('');
  });

  it('clamps to the maximum and shows a hint with the locale-formatted maximum', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await user.type(input(), '9999999999999');
    expect(input()).toHaveValue('999999999999');
    expect(onChange).toHaveBeenLastCalledWith('999999999999');
    expect(getByRoleOutsideToasts('status')).toHaveTextContent('The maximum is 999,999,999,999');
  });

  it('formats the clamp hint for the locale', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness max={1234.5} />, { locale: 'de' });
    await user.type(input(), '5000');
    expect(getByRoleOutsideToasts('status')).toHaveTextContent('1.234,5');
  });

  it.each<[string, string]>([
    ['12.', '12'],
    ['0.', '0'],
  ])('on blur %p becomes %p', async (typed, expected) => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.type(input(), typed);
    await user.tab();
    expect(input()).toHaveValue(expected);
  });

  it('understands a pasted formatted number', () => {
    renderWithProviders(<Harness />);
    fireEvent.paste(input(), { clipboardData: { getData: () => '1,234.56' } });
    expect(input()).toHaveValue('1234.56');
  });

  it('shows helper and error text', () => {
    renderWithProviders(
      <AmountInput label="Amount" value="" onChange={jest.fn()} helperText="Available 10 USDT" errorText="Insufficient balance" />,
    );
    expect(screen.getByText('Available 10 USDT')).toBeInTheDocument();
    expect(screen.getByText('Insufficient balance')).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
  });

  it('does not call onChange when nothing changes', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await user.type(input(), 'x');
    expect(onChange).not.toHaveBeenCalled();
  });
});

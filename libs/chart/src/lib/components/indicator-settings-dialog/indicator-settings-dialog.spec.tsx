import { renderWithProviders } from '@exchange/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultIndicator, type IndicatorConfig } from '../../indicators/settings';
import { IndicatorSettingsDialog, validateForm } from './indicator-settings-dialog';

function setup(config: IndicatorConfig) {
  const onApply = jest.fn();
  const onClose = jest.fn();
  renderWithProviders(<IndicatorSettingsDialog config={config} onApply={onApply} onClose={onClose} />);
  return { onApply, onClose, user: userEvent.setup() };
}

describe('IndicatorSettingsDialog', () => {
  it('applies valid MACD settings', async () => {
    const t = setup(defaultIndicator('MACD'));
    expect(await screen.findByRole('dialog', { name: 'MACD settings' })).toBeInTheDocument();
    await t.user.clear(screen.getByLabelText('Signal length'));
    await t.user.type(screen.getByLabelText('Signal length'), '5');
    await t.user.selectOptions(screen.getByLabelText('Source'), 'hlc3');
    await t.user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(t.onApply).toHaveBeenCalledWith({ type: 'MACD', settings: { fast: 12, slow: 26, signal: 5, source: 'hlc3' } });
  });

  it('explains an out-of-range MACD signal (1–50) next to the field', async () => {
    const t = setup(defaultIndicator('MACD'));
    await screen.findByRole('dialog');
    await t.user.clear(screen.getByLabelText('Signal length'));
    await t.user.type(screen.getByLabelText('Signal length'), '51');
    await t.user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Enter a number from 1 to 50')).toBeInTheDocument();
    expect(t.onApply).not.toHaveBeenCalled();
  });

  it('explains a KDJ period that is not a whole number', async () => {
    const t = setup(defaultIndicator('KDJ'));
    await screen.findByRole('dialog', { name: 'KDJ settings' });
    await t.user.clear(screen.getByLabelText('Period'));
    await t.user.type(screen.getByLabelText('Period'), '9.5');
    await t.user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Enter a whole number')).toBeInTheDocument();
  });

  it.each<[IndicatorConfig, Record<string, string>, boolean]>([
    [defaultIndicator('MA'), { p0: '7', p1: '25', p2: '99', source: 'close' }, true],
    [defaultIndicator('EMA'), { p0: '7', p1: '0', p2: '99', source: 'close' }, false],
    [defaultIndicator('BOLL'), { period: '20', multiplier: '2.5', source: 'close' }, true],
    [defaultIndicator('VOL'), { p0: '5', p1: 'x' }, false],
    [defaultIndicator('KDJ'), { period: '2000', k: '1', d: '2000' }, true],
  ])('validates %o with %o → %s', (config, values, ok) => {
    expect(validateForm(config, values).ok).toBe(ok);
  });
});

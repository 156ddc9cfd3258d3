import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import { ThemeToggle } from './theme-toggle';

describe('ThemeToggle', () => {
  it('names the current theme on its button', () => {
    renderWithProviders(<ThemeToggle value="dark" onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();
  });

  it('offers Light, Dark and System with the current one checked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ThemeToggle value="light" onChange={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Theme: Light' }));
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((i) => i.textContent)).toEqual(['Light', 'Dark', 'System']);
    expect(screen.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute('aria-checked', 'true');
  });

  it('calls onChange with the chosen theme and writes nothing itself', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<ThemeToggle value="system" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Theme: System' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Dark' }));
    expect(onChange).toHaveBeenCalledWith('dark');
    expect(document.cookie).toBe('');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<ThemeToggle value="light" onChange={onChange} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('dark');
  });
});

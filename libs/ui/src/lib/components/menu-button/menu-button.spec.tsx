import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import { UiLinkProvider } from '../../link/ui-link-base';
import { MenuButton, type MenuButtonItem } from './menu-button';

/** A router link that records the navigation instead of leaving the page (jsdom cannot navigate). */
const visited: string[] = [];
function RouterLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        visited.push(href);
      }}
    />
  );
}

const fruits = (onSelect: (key: string) => void): MenuButtonItem[] =>
  ['Apple', 'Banana', 'Blueberry', 'Cherry'].map((label) => ({ key: label.toLowerCase(), label, onSelect: () => onSelect(label) }));

function setup(items: MenuButtonItem[] = fruits(jest.fn()), props: { groupLabel?: string } = {}) {
  render(
    <UiLinkProvider component={RouterLink}>
      <button type="button">Before</button>
      <MenuButton label="Fruit" items={items} {...props}>
        Fruit
      </MenuButton>
      <button type="button">After</button>
    </UiLinkProvider>,
  );
  return { user: userEvent.setup(), button: screen.getByRole('button', { name: 'Fruit' }) };
}

const focused = () => document.activeElement?.textContent;

beforeEach(() => {
  visited.length = 0;
});

describe('MenuButton (WAI-ARIA menu button, no Chakra)', () => {
  it('is a collapsed menu button until opened', () => {
    const { button } = setup();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on click: expanded, controls a menu labelled by the button, focus on the first entry', async () => {
    const { user, button } = setup();
    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'Fruit' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Apple', 'Banana', 'Blueberry', 'Cherry']);
    expect(focused()).toBe('Apple');
  });

  it.each([
    ['Enter', '{Enter}', 'Apple'],
    ['Space', ' ', 'Apple'],
    ['ArrowDown', '{ArrowDown}', 'Apple'],
    ['ArrowUp', '{ArrowUp}', 'Cherry'],
  ])('opens with %s on the button, focusing the right entry', async (_name, keys, first) => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard(keys);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(focused()).toBe(first);
  });

  it('moves with the arrows (wrapping), Home / End and the first letter', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Cherry');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Apple');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focused()).toBe('Blueberry');
    await user.keyboard('{Home}');
    expect(focused()).toBe('Apple');
    await user.keyboard('{End}');
    expect(focused()).toBe('Cherry');
    await user.keyboard('b');
    expect(focused()).toBe('Banana');
    await user.keyboard('b');
    expect(focused()).toBe('Blueberry');
    await user.keyboard('a');
    expect(focused()).toBe('Apple');
  });

  it('closes on Escape and returns focus to the button', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{Enter}{ArrowDown}{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on Tab and moves on from the button', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{Enter}{ArrowDown}');
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('closes on Shift+Tab and moves back from the button', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    await user.tab({ shift: true });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
  });

  it('closes on a click outside, and on a second click of the button', async () => {
    const { user, button } = setup();
    await user.click(button);
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(button);
    await user.click(button);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it.each([
    ['Enter', '{ArrowDown}{Enter}'],
    ['Space', '{ArrowDown} '],
  ])('chooses with %s: onSelect, closed, focus back on the button (and it stays closed)', async (_name, keys) => {
    const onSelect = jest.fn();
    const { user, button } = setup(fruits(onSelect));
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(keys);
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith('Banana');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('chooses with a click', async () => {
    const onSelect = jest.fn();
    const { user, button } = setup(fruits(onSelect));
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Cherry' }));
    expect(onSelect).toHaveBeenCalledWith('Cherry');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('renders radio entries in a labelled group with aria-checked', async () => {
    const onSelect = jest.fn();
    const items: MenuButtonItem[] = ['Light', 'Dark'].map((label) => ({
      key: label,
      label,
      checked: label === 'Dark',
      onSelect: () => onSelect(label),
    }));
    const { user, button } = setup(items, { groupLabel: 'Theme' });
    await user.click(button);
    const group = within(screen.getByRole('menu')).getByRole('group', { name: 'Theme' });
    expect(within(group).getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute('aria-checked', 'false');
    expect(within(group).getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('Light');
  });

  it('renders link entries as anchors through the router link; Enter follows them and closes', async () => {
    const onSelect = jest.fn();
    const items: MenuButtonItem[] = [
      { key: 'security', label: 'Security', href: '/myaccount/security' },
      { key: 'help', label: 'Help', href: 'https://help.example.test/' },
      { key: 'logout', label: 'Log out', onSelect },
    ];
    const { user, button } = setup(items);
    await user.click(button);
    const security = screen.getByRole('menuitem', { name: 'Security' });
    expect(security.tagName).toBe('A');
    expect(security).toHaveAttribute('href', '/myaccount/security');
    expect(screen.getByRole('menuitem', { name: 'Help' })).toHaveAttribute('href', 'https://help.example.test/');
    await user.keyboard('{Enter}');
    expect(visited).toEqual(['/myaccount/security']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(onSelect).not.toHaveBeenCalled();
  });
});

'use client';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { CheckSvg } from '../../icons/svg-icons';
import { UiLinkBase } from '../../link/ui-link-base';
import { cx } from './class-names';
import styles from './menu-button.module.css';

/** One entry of a {@link MenuButton}'s menu. */
export interface MenuButtonItem {
  key: string;
  label: ReactNode;
  /** A link entry: rendered as `<a role="menuitem">` through `UiLinkBase` (the app's router link). */
  href?: string;
  /** Open the link in a new tab (documents). */
  newTab?: boolean;
  /** Called when the entry is chosen (click, Enter or Space); the menu closes and focus returns to the button. */
  onSelect?: () => void;
  /** Makes the entry a `menuitemradio` with this `aria-checked` (leave undefined for a plain `menuitem`). */
  checked?: boolean;
  /** Shown before the label (decorative). */
  icon?: ReactNode;
  /** Shown after the label (decorative, e.g. a currency symbol). */
  end?: ReactNode;
  /** The label's language, e.g. each language's own name in the language menu. */
  lang?: string;
}

export interface MenuButtonProps {
  /** The button's accessible name (`aria-label`), e.g. "Theme: Dark". */
  label: string;
  /** What the button shows (icons, text). */
  children: ReactNode;
  items: readonly MenuButtonItem[];
  /** A visible label above the entries; the entries are then grouped under it (`role="group"`). */
  groupLabel?: string;
  /** Which edge of the button the menu lines up with (logical: `end` is the right edge in LTR). Default `end`. */
  align?: 'start' | 'end';
  /** A square button for a lone icon. */
  iconOnly?: boolean;
  /** Extra class for the button (e.g. responsive visibility). */
  triggerClassName?: string;
  /** Extra class for the menu (e.g. a wider minimum width). */
  menuClassName?: string;
  /** Extra class for the wrapper. */
  className?: string;
}

type FocusTarget = 'first' | 'last';

const itemsOf = (menu: HTMLElement | null): HTMLElement[] =>
  menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"], [role="menuitemradio"]')) : [];

/**
 * The WAI-ARIA menu button pattern without Chakra, Zag or Floating UI (issue #2, first-load budget): a button
 * (`aria-haspopup="menu"`, `aria-expanded`, `aria-controls`) that opens a `role="menu"` below itself.
 *
 * Keyboard: Enter, Space or ArrowDown open it on the first entry, ArrowUp on the last; in the menu ArrowDown /
 * ArrowUp move (and wrap), Home / End jump, a letter moves to the next entry starting with it, Enter or Space
 * choose, Escape closes and returns focus to the button, Tab closes and moves on from the button. A click
 * outside closes it. Choosing an entry closes the menu and returns focus to the button.
 */
export function MenuButton({
  label,
  children,
  items,
  groupLabel,
  align = 'end',
  iconOnly = false,
  triggerClassName,
  menuClassName,
  className,
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const pendingFocus = useRef<FocusTarget | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const groupLabelId = `${id}-group-label`;

  const openMenu = (focus: FocusTarget) => {
    pendingFocus.current = focus;
    setOpen(true);
  };
  const closeMenu = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  // Focus the first / last entry once the menu is rendered.
  useEffect(() => {
    if (!open || !pendingFocus.current) return;
    const entries = itemsOf(menuRef.current);
    const target = pendingFocus.current === 'first' ? entries[0] : entries[entries.length - 1];
    pendingFocus.current = null;
    target?.focus();
  }, [open]);

  // A press outside the button and the menu closes it (focus stays where the user pressed).
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: Event) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  const choose = (item: MenuButtonItem) => {
    closeMenu(true);
    item.onSelect?.();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const target: FocusTarget = event.key === 'ArrowDown' ? 'first' : 'last';
      if (open) {
        const entries = itemsOf(menuRef.current);
        (target === 'first' ? entries[0] : entries[entries.length - 1])?.focus();
      } else openMenu(target);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = itemsOf(menuRef.current);
    const current = entries.findIndex((el) => el === document.activeElement);
    const focusAt = (index: number) => entries[(index + entries.length) % entries.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(current + 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(current < 0 ? -1 : current - 1);
        return;
      case 'Home':
      case 'PageUp':
        event.preventDefault();
        focusAt(0);
        return;
      case 'End':
      case 'PageDown':
        event.preventDefault();
        focusAt(-1);
        return;
      case 'Tab':
        // Back on the button first, so the browser's Tab moves on from the button, not from the menu.
        closeMenu(true);
        return;
      case 'Enter':
        // A click: links navigate (through the router link), every entry runs `choose`. Prevented so no
        // keypress reaches the button that takes the focus back.
        event.preventDefault();
        entries[current]?.click();
        return;
      case ' ':
        // Chosen on keyup, so the key's release cannot press the button that takes the focus back.
        event.preventDefault();
        return;
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          const letter = event.key.toLocaleLowerCase();
          const ordered = [...entries.slice(current + 1), ...entries.slice(0, current + 1)];
          ordered.find((el) => (el.textContent ?? '').trim().toLocaleLowerCase().startsWith(letter))?.focus();
        }
    }
  };

  const onMenuKeyUp = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== ' ') return;
    const entry = itemsOf(menuRef.current).find((el) => el === document.activeElement);
    entry?.click();
  };

  // Escape from anywhere inside (the button or the menu).
  const onRootKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      closeMenu(true);
    }
  };

  // Focus leaving both the button and the menu (e.g. a script moving it) closes the menu.
  const onRootBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !rootRef.current?.contains(next)) setOpen(false);
  };

  const renderItem = (item: MenuButtonItem) => {
    const isRadio = item.checked !== undefined;
    const common = {
      role: isRadio ? 'menuitemradio' : 'menuitem',
      'aria-checked': isRadio ? item.checked : undefined,
      tabIndex: -1,
      className: styles.item,
      onClick: () => choose(item),
    } as const;
    const content = (
      <>
        {isRadio ? <span className={styles.indicator}>{item.checked ? <CheckSvg /> : null}</span> : null}
        {item.icon ? <span className={styles.icon}>{item.icon}</span> : null}
        <span className={styles.text} lang={item.lang}>
          {item.label}
        </span>
        {item.end ? (
          <span className={styles.end} aria-hidden="true">
            {item.end}
          </span>
        ) : null}
      </>
    );
    return item.href ? (
      <UiLinkBase key={item.key} href={item.href} newTab={item.newTab} {...common}>
        {content}
      </UiLinkBase>
    ) : (
      <div key={item.key} {...common}>
        {content}
      </div>
    );
  };

  return (
    <div ref={rootRef} className={cx(styles.root, className)} onKeyDown={onRootKeyDown} onBlur={onRootBlur}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={cx(styles.trigger, iconOnly && styles.iconOnly, triggerClassName)}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? closeMenu(true) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {children}
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={cx(styles.menu, align === 'start' && styles.alignStart, menuClassName)}
          onKeyDown={onMenuKeyDown}
          onKeyUp={onMenuKeyUp}
        >
          {groupLabel ? (
            <div role="group" aria-labelledby={groupLabelId}>
              <div id={groupLabelId} className={styles.groupLabel}>
                {groupLabel}
              </div>
              {items.map(renderItem)}
            </div>
          ) : (
            items.map(renderItem)
          )}
        </div>
      ) : null}
    </div>
  );
}

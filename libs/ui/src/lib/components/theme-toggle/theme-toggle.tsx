'use client';
import { useIntl } from 'react-intl';
import { MonitorSvg, MoonSvg, SunSvg } from '../../icons/svg-icons';
import { messages } from '../../messages';
import { THEME_PREFERENCES, type ThemePreference } from '../../rules/theme-from-cookie';
import { MenuButton } from '../menu-button/menu-button';

export interface ThemeToggleProps {
  /** The current preference (from `themeFromCookie`). */
  value: ThemePreference;
  /** Called with the chosen preference; the app writes the cookie and the `<html>` class. */
  onChange: (theme: ThemePreference) => void;
}

const ICONS = { light: SunSvg, dark: MoonSvg, system: MonitorSvg } as const;
const LABELS = { light: messages.themeToggleLight, dark: messages.themeToggleDark, system: messages.themeToggleSystem } as const;

/** A menu button offering Light, Dark and System. It writes nothing itself. No Chakra (site shell). */
export function ThemeToggle({ value, onChange }: ThemeToggleProps) {
  const intl = useIntl();
  const Current = ICONS[value] ?? MonitorSvg;
  const label = intl.formatMessage(messages.themeToggleLabel);
  return (
    <MenuButton
      label={`${label}: ${intl.formatMessage(LABELS[value] ?? LABELS.system)}`}
      iconOnly
      groupLabel={label}
      items={THEME_PREFERENCES.map((theme) => {
        const Icon = ICONS[theme];
        return {
          key: theme,
          label: intl.formatMessage(LABELS[theme]),
          icon: <Icon />,
          checked: theme === value,
          onSelect: () => {
            if (theme !== value) onChange(theme);
          },
        };
      })}
    >
      <Current />
    </MenuButton>
  );
}

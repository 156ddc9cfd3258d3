'use client';
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { MonitorIcon, MoonIcon, SunIcon } from '../../icons/icons';
import { messages } from '../../messages';
import { THEME_PREFERENCES, type ThemePreference } from '../../rules/theme-from-cookie';

export interface ThemeToggleProps {
  /** The current preference (from `themeFromCookie`). */
  value: ThemePreference;
  /** Called with the chosen preference; the app writes the cookie and the `<html>` class. */
  onChange: (theme: ThemePreference) => void;
}

const ICONS = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const;
const LABELS = { light: messages.themeToggleLight, dark: messages.themeToggleDark, system: messages.themeToggleSystem } as const;

/** A menu button offering Light, Dark and System. It writes nothing itself. */
export function ThemeToggle({ value, onChange }: ThemeToggleProps) {
  const intl = useIntl();
  const Current = ICONS[value] ?? MonitorIcon;
  const label = intl.formatMessage(messages.themeToggleLabel);
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={`${label}: ${intl.formatMessage(LABELS[value] ?? LABELS.system)}`}>
          <Current />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.RadioItemGroup
              value={value}
              onValueChange={(details) => {
                const next = THEME_PREFERENCES.find((t) => t === details.value);
                if (next && next !== value) onChange(next);
              }}
            >
              <Menu.ItemGroupLabel>{label}</Menu.ItemGroupLabel>
              {THEME_PREFERENCES.map((theme) => {
                const Icon = ICONS[theme];
                return (
                  <Menu.RadioItem key={theme} value={theme}>
                    <Icon />
                    <Menu.ItemText flex="1">{intl.formatMessage(LABELS[theme])}</Menu.ItemText>
                    <Menu.ItemIndicator />
                  </Menu.RadioItem>
                );
              })}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

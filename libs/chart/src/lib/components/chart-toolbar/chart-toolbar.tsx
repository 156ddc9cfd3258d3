'use client';
import { Button, Group, HStack, IconButton, NativeSelect, Spacer } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { INDICATOR_TYPES, type IndicatorConfig, type IndicatorType } from '../../indicators/settings';
import { chartMessages } from '../../messages';
import { RESOLUTIONS, resolutionLabel, type Resolution } from '../../rules/resolution';
import type { ChartTheme } from '../../types';

export interface ChartToolbarProps {
  resolution: Resolution;
  onResolution: (r: Resolution) => void;
  indicators: readonly IndicatorConfig[];
  onToggleIndicator: (type: IndicatorType) => void;
  onEditIndicator: (type: IndicatorType) => void;
  theme: ChartTheme;
  onTheme: (theme: ChartTheme) => void;
  onScreenshot: () => void;
  alertsOpen: boolean;
  onToggleAlerts: () => void;
}

/** Resolution, indicators (toggle + settings), price alerts, theme and screenshot. */
export function ChartToolbar(p: ChartToolbarProps) {
  const intl = useIntl();
  const active = new Set(p.indicators.map((i) => i.type));
  return (
    <HStack
      gap="2"
      px="2"
      py="1"
      wrap="wrap"
      borderBottomWidth="1px"
      role="toolbar"
      aria-label={intl.formatMessage(chartMessages.indicators)}
    >
      <NativeSelect.Root size="xs" width="auto">
        <NativeSelect.Field
          aria-label={intl.formatMessage(chartMessages.resolution)}
          value={p.resolution}
          onChange={(e) => p.onResolution(e.target.value as Resolution)}
        >
          {RESOLUTIONS.map((r) => (
            <option key={r} value={r}>
              {resolutionLabel(r)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Group gap="1" wrap="wrap">
        {INDICATOR_TYPES.map((type) => (
          <Group key={type} attached>
            <Button
              size="xs"
              variant={active.has(type) ? 'subtle' : 'ghost'}
              aria-pressed={active.has(type)}
              onClick={() => p.onToggleIndicator(type)}
            >
              {type}
            </Button>
            {active.has(type) && (
              <IconButton
                size="xs"
                variant="subtle"
                aria-label={intl.formatMessage(chartMessages.indicatorSettings, { indicator: type })}
                onClick={() => p.onEditIndicator(type)}
              >
                <GearIcon />
              </IconButton>
            )}
          </Group>
        ))}
      </Group>
      <Spacer />
      <Button size="xs" variant={p.alertsOpen ? 'subtle' : 'ghost'} aria-pressed={p.alertsOpen} onClick={p.onToggleAlerts}>
        {intl.formatMessage(chartMessages.alerts)}
      </Button>
      <Button size="xs" variant="ghost" aria-pressed={p.theme === 'dark'} onClick={() => p.onTheme(p.theme === 'dark' ? 'light' : 'dark')}>
        {intl.formatMessage(p.theme === 'dark' ? chartMessages.themeDark : chartMessages.themeLight)}
      </Button>
      <Button size="xs" variant="ghost" onClick={p.onScreenshot}>
        {intl.formatMessage(chartMessages.screenshot)}
      </Button>
    </HStack>
  );
}

/**
 * A gear drawn as SVG, not the ⚙ character: none of the app's fonts has that glyph (decision 1730), so each system drew
 * it differently, or as an empty box.
 */
function GearIcon() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M12.22 2h-.44a2 2 0 0 0-2 2v.18a2 2 0 0 1-1 1.73l-.43.25a2 2 0 0 1-2 0l-.15-.08a2 2 0 0 0-2.73.73l-.22.38a2 2 0 0 0 .73 2.73l.15.1a2 2 0 0 1 1 1.72v.51a2 2 0 0 1-1 1.74l-.15.09a2 2 0 0 0-.73 2.73l.22.38a2 2 0 0 0 2.73.73l.15-.08a2 2 0 0 1 2 0l.43.25a2 2 0 0 1 1 1.73V20a2 2 0 0 0 2 2h.44a2 2 0 0 0 2-2v-.18a2 2 0 0 1 1-1.73l.43-.25a2 2 0 0 1 2 0l.15.08a2 2 0 0 0 2.73-.73l.22-.39a2 2 0 0 0-.73-2.73l-.15-.08a2 2 0 0 1-1-1.74v-.5a2 2 0 0 1 1-1.74l.15-.09a2 2 0 0 0 .73-2.73l-.22-.38a2 2 0 0 0-2.73-.73l-.15.08a2 2 0 0 1-2 0l-.43-.25a2 2 0 0 1-1-1.73V4a2 2 0 0 0-2-2z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

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
                ⚙
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

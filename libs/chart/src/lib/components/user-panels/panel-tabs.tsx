'use client';
import { Box, Button, HStack } from '@chakra-ui/react';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

/** A panel of the tabs: rendered only while its tab is selected. */
export function PanelTab<V extends string>({ value, current, id, children }: { value: V; current: V; id: string; children: ReactNode }) {
  if (value !== current) return null;
  return (
    <Box role="tabpanel" id={`${id}-panel-${value}`} aria-labelledby={`${id}-tab-${value}`} pt="2">
      {children}
    </Box>
  );
}

export interface PanelTabListProps<V extends string> {
  tabs: readonly { value: V; label: string }[];
  current: V;
  /** The tabs' id prefix (each tab `<id>-tab-<value>`, each panel `<id>-panel-<value>`). */
  id: string;
  label: string;
  onSelect: (tab: V) => void;
}

/** The tab list (WAI-ARIA tabs: arrows, Home and End move and select; only the selected tab is in the tab order). */
export function PanelTabList<V extends string>({ tabs, current, id, label, onSelect }: PanelTabListProps<V>) {
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.value === current);
    const rtl = list.current ? getComputedStyle(list.current).direction === 'rtl' : false;
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? tabs.length - 1
          : step === undefined
            ? -1
            : (index + step + tabs.length) % tabs.length;
    if (next < 0) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.value);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-tab-${tab.value}`)}`)?.focus();
  };
  return (
    <HStack ref={list} role="tablist" aria-label={label} gap="1" overflowX="auto" borderBottomWidth="1px" onKeyDown={move}>
      {tabs.map((t) => {
        const selected = t.value === current;
        return (
          <Button
            key={t.value}
            id={`${id}-tab-${t.value}`}
            role="tab"
            aria-selected={selected}
            aria-controls={`${id}-panel-${t.value}`}
            tabIndex={selected ? 0 : -1}
            size="sm"
            variant="ghost"
            flexShrink={0}
            borderRadius="0"
            borderBottomWidth="2px"
            borderColor={selected ? 'fg' : 'transparent'}
            fontWeight={selected ? 'semibold' : 'normal'}
            color={selected ? 'fg' : 'fg.muted'}
            onClick={() => onSelect(t.value)}
          >
            {t.label}
          </Button>
        );
      })}
    </HStack>
  );
}

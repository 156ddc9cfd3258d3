'use client';
import { nextTabIndex } from '@exchange/ui';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import s from '../services.module.css';

export interface CentreTab<K extends string> {
  key: K;
  /** The tab's name (with its count when the count is part of the name, e.g. "Available (3)"). */
  label: string;
  /** An unread count shown as a badge beside the name (hidden from assistive technology: say it in the label). */
  badge?: number;
}

export interface CentreTabsProps<K extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly CentreTab<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** The selected tab's content. */
  children: ReactNode;
}

/**
 * The account centres' tabs (notifications, coupons; decision 1948): one tab list with its panel, the WAI-ARIA tabs
 * pattern (one tab in the tab order; ui's `nextTabIndex`: arrow keys move and select, mirrored in a right-to-left
 * page; Home and End).
 */
export function CentreTabs<K extends string>({ label, tabs, selected, onSelect, children }: CentreTabsProps<K>) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = list.current !== null && getComputedStyle(list.current).direction === 'rtl';
    const next = nextTabIndex(event.key, index, tabs.length, rtl);
    const tab = next === null ? undefined : tabs[next];
    if (next === null || tab === undefined) return;
    event.preventDefault();
    onSelect(tab.key);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div>
      <div ref={list} className={s.tabs} role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === selected ? 0 : -1}
            className={s.tab}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
            {tab.badge !== undefined && tab.badge > 0 ? (
              <span className={s.count} aria-hidden="true">
                {tab.badge}
              </span>
            ) : null}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${selected}`} className={s.panel}>
        {children}
      </div>
    </div>
  );
}

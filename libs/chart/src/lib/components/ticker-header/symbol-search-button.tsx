'use client';
import { IconButton } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SymbolSearchProps } from './symbol-search';
import { tickerHeaderMessages } from './ticker-header-messages';

/** The search icon (drawn by the button and the popover alike). */
export function SearchIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <circle cx="7" cy="7" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M10.5 10.5 14 14" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

const SymbolSearchPopover = dynamic(() => import('./symbol-search'), { ssr: false });

/**
 * Switch pair (issue 21): the button is in the page's first load; the search popover (and its positioning code) loads
 * on the first press and opens at once.
 */
export function SymbolSearch(props: SymbolSearchProps) {
  const intl = useIntl();
  const [wanted, setWanted] = useState(props.defaultOpen ?? false);
  if (wanted) return <SymbolSearchPopover {...props} defaultOpen />;
  return (
    <IconButton aria-label={intl.formatMessage(tickerHeaderMessages.search)} variant="ghost" size="sm" onClick={() => setWanted(true)}>
      <SearchIcon />
    </IconButton>
  );
}

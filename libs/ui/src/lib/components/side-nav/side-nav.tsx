'use client';
import { Box, IconButton, Stack } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useViewportWidth } from '../../hooks/use-viewport-width';
import { CollapseIcon } from '../../icons/icons';
import { messages } from '../../messages';
import { initialOpenSubmenus, toggleSubmenu, visibleSubmenus } from '../../rules/remembered-submenus';
import { SIDE_NAV_DROPDOWN_BELOW, sideNavLayout } from '../../rules/side-nav-layout';
import { CollapsedEntry, ExpandedEntry, visibleItems, type SideNavItem } from './side-nav-entry';
import { SideNavSummary, SideNavTipBox, type SideNavTip } from './side-nav-tip';

export type { SideNavItem } from './side-nav-entry';
export type { SideNavTip } from './side-nav-tip';

export interface SideNavProps {
  items: readonly SideNavItem[];
  /** The current path (without the language prefix), for the active entry. */
  currentPath: string;
  /** Viewport width in px; measured from the window when omitted (tests and stories pass it). */
  viewportWidth?: number;
  /** The user's earlier collapse choice (true collapsed, false expanded, undefined none). */
  defaultCollapsedByUser?: boolean;
  /** Called when the user toggles; the app may remember it. */
  onCollapsedByUserChange?: (collapsed: boolean) => void;
  /** Sub-menus open before (see `parseRememberedSubmenus`); the active entry's parent opens too. */
  defaultOpenSubmenus?: readonly string[];
  onOpenSubmenusChange?: (open: string[]) => void;
  /** Accessible name of the navigation (default "Account navigation"). */
  label?: string;
  /** A line above the entries, e.g. the user's tier (decision 1320). */
  summary?: string;
  /** The server's menu tip under the entries (spec 03 §3 menu-config `tips`; not in the icons-only menu). */
  tip?: SideNavTip | null;
}

/**
 * The account side navigation (spec 03 §2 Layout, §4; decision 1201): a dropdown bar above the page below
 * 768 px, icons only at 1248 px and below or when the user collapses it, 288 px wide (256 px below 1024 px),
 * 96 px collapsed; open sub-menus survive a collapse (spec 02 §4).
 */
export function SideNav({
  items,
  currentPath,
  viewportWidth,
  defaultCollapsedByUser,
  onCollapsedByUserChange,
  defaultOpenSubmenus,
  onOpenSubmenusChange,
  label,
  summary,
  tip,
}: SideNavProps) {
  const intl = useIntl();
  const measured = useViewportWidth();
  const listId = useId();
  const [collapsedByUser, setCollapsedByUser] = useState<boolean | undefined>(defaultCollapsedByUser);
  const [open, setOpen] = useState<string[]>(() => initialOpenSubmenus(items, currentPath, defaultOpenSubmenus));
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const layout = sideNavLayout(viewportWidth ?? measured, { collapsedByUser });
  const collapsed = layout.mode === 'collapsed';
  const dropdown = layout.mode === 'dropdown';
  const navLabel = label ?? intl.formatMessage(messages.sideNavLabel);
  const shown = visibleSubmenus(open, collapsed);

  const toggleCollapsed = () => {
    const next = !collapsed;
    setCollapsedByUser(next);
    onCollapsedByUserChange?.(next);
  };
  const toggleOpen = (key: string) => {
    const next = toggleSubmenu(open, key);
    setOpen(next);
    onOpenSubmenusChange?.(next);
  };

  if (dropdown) {
    return (
      <Box as="nav" aria-label={navLabel} data-mode="dropdown" w="full" borderBottomWidth="1px" borderColor="border" bg="bg" px="4" py="2">
        <Box
          as="button"
          display="flex"
          alignItems="center"
          justifyContent="space-between"
          w="full"
          py="2"
          fontWeight="semibold"
          aria-expanded={dropdownOpen}
          aria-controls={listId}
          onClick={() => setDropdownOpen((value) => !value)}
        >
          {navLabel}
          <CollapseIcon boxSize="4" flexShrink={0} aria-hidden transform={dropdownOpen ? 'rotate(-90deg)' : 'rotate(90deg)'} />
        </Box>
        {summary ? <SideNavSummary text={summary} compact={false} /> : null}
        <Stack as="ul" id={listId} gap="1" listStyleType="none" m="0" p="0" hidden={!dropdownOpen}>
          {visibleItems(items).map((item) => (
            <ExpandedEntry
              key={item.key}
              item={item}
              currentPath={currentPath}
              open={open.includes(item.key)}
              onToggle={toggleOpen}
              idPrefix={listId}
            />
          ))}
        </Stack>
        {tip && dropdownOpen ? <SideNavTipBox tip={tip} /> : null}
      </Box>
    );
  }

  return (
    <Box
      as="nav"
      aria-label={navLabel}
      data-mode={layout.mode}
      w={`${layout.width}px`}
      flexShrink={0}
      position="sticky"
      top="0"
      alignSelf="flex-start"
      maxH="100dvh"
      overflowY="auto"
      borderEndWidth="1px"
      borderColor="border"
      bg="bg"
      px={collapsed ? '3' : '4'}
      py="4"
      transition="width 0.2s ease"
      // Before the window is measured (server render) CSS hides it where the dropdown bar will be; a given width decides alone.
      css={
        viewportWidth === undefined && measured === undefined
          ? { [`@media (max-width: ${SIDE_NAV_DROPDOWN_BELOW - 0.02}px)`]: { display: 'none' } }
          : undefined
      }
    >
      {summary ? <SideNavSummary text={summary} compact={collapsed} /> : null}
      <Stack as="ul" id={listId} gap="1" listStyleType="none" m="0" p="0">
        {visibleItems(items).map((item) =>
          collapsed ? (
            <CollapsedEntry key={item.key} item={item} currentPath={currentPath} />
          ) : (
            <ExpandedEntry
              key={item.key}
              item={item}
              currentPath={currentPath}
              open={shown.includes(item.key)}
              onToggle={toggleOpen}
              idPrefix={listId}
            />
          ),
        )}
      </Stack>
      {tip && !collapsed ? <SideNavTipBox tip={tip} /> : null}
      {layout.canToggle ? (
        <Box display="flex" justifyContent={collapsed ? 'center' : 'flex-end'} mt="4" pt="4" borderTopWidth="1px" borderColor="border">
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={intl.formatMessage(collapsed ? messages.sideNavExpand : messages.sideNavCollapse)}
            aria-expanded={!collapsed}
            aria-controls={listId}
            onClick={toggleCollapsed}
          >
            <CollapseIcon transform={collapsed ? 'scaleX(-1)' : undefined} _rtl={{ transform: collapsed ? undefined : 'scaleX(-1)' }} />
          </IconButton>
        </Box>
      ) : null}
    </Box>
  );
}

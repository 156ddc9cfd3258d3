'use client';
import { Badge, Box, chakra, Menu, Portal, Stack, Tooltip, useLocaleContext, type SystemStyleObject } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../../icons/icons';
import { UiLink, UiLinkBase } from '../../link/ui-link';
import { isBranchActive, isRouteActive } from '../../rules/remembered-submenus';

export interface SideNavItem {
  /** Stable key (also the remembered sub-menu key). */
  key: string;
  label: string;
  icon?: ReactNode;
  route?: string;
  /** Other paths (and their sub-paths) on which this item counts as active. */
  activeRoutes?: readonly string[];
  children?: readonly SideNavItem[];
  hidden?: boolean;
  /** Extra hint shown on hover/focus (collapsed: replaces the label in the tooltip). */
  tooltip?: string;
  /** A short mark beside the label, e.g. "New" from the site settings (decision 1320). */
  badge?: string;
}

export const visibleItems = (items: readonly SideNavItem[] | undefined) => (items ?? []).filter((i) => !i.hidden);

const rowStyle = (active: boolean): SystemStyleObject => ({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  minH: '10',
  ps: '3',
  pe: '3',
  rounded: 'md',
  textStyle: 'sm',
  textAlign: 'start',
  color: active ? 'fg' : 'fg.muted',
  fontWeight: active ? 'semibold' : 'medium',
  bg: active ? 'bg.muted' : 'transparent',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted', color: 'fg', textDecoration: 'none' },
});

/** The entry's badge, beside its label (part of the link's accessible name). */
const EntryBadge = ({ text }: { text?: string }) =>
  text ? (
    <Badge size="xs" colorPalette="brand" variant="subtle" flexShrink={0} data-testid="side-nav-badge">
      {text}
    </Badge>
  ) : null;

const IconSlot = ({ children }: { children?: ReactNode }) => (
  <Box as="span" display="inline-flex" flexShrink={0} boxSize="5" alignItems="center" justifyContent="center" aria-hidden="true">
    {children}
  </Box>
);

function WithTooltip({ text, children }: { text?: string; children: ReactNode }) {
  const { dir } = useLocaleContext();
  if (!text) return <>{children}</>;
  return (
    <Tooltip.Root positioning={{ placement: dir === 'rtl' ? 'left' : 'right' }} openDelay={200}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{text}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

function LeafLink({ item, currentPath, indent }: { item: SideNavItem; currentPath: string; indent?: boolean }) {
  const active = isRouteActive(item, currentPath);
  return (
    <WithTooltip text={item.tooltip}>
      <UiLink href={item.route ?? '#'} aria-current={active ? 'page' : undefined} css={{ ...rowStyle(active), ps: indent ? '11' : '3' }}>
        {indent ? null : <IconSlot>{item.icon}</IconSlot>}
        <span>{item.label}</span>
        <EntryBadge text={item.badge} />
      </UiLink>
    </WithTooltip>
  );
}

/** An entry of the expanded menu: a link, or a sub-menu button with its children. */
export function ExpandedEntry({
  item,
  currentPath,
  open,
  onToggle,
  idPrefix,
}: {
  item: SideNavItem;
  currentPath: string;
  open: boolean;
  onToggle: (key: string) => void;
  /** Unique per menu, for aria-controls. */
  idPrefix: string;
}) {
  const children = visibleItems(item.children);
  if (children.length === 0) {
    return (
      <li>
        <LeafLink item={item} currentPath={currentPath} />
      </li>
    );
  }
  const subId = `${idPrefix}-${item.key}`;
  const active = isBranchActive(item, currentPath);
  return (
    <li>
      <WithTooltip text={item.tooltip}>
        <chakra.button
          type="button"
          aria-expanded={open}
          aria-controls={subId}
          onClick={() => onToggle(item.key)}
          css={{ ...rowStyle(active && !open), cursor: 'pointer' }}
        >
          <IconSlot>{item.icon}</IconSlot>
          <Box as="span" flex="1">
            {item.label}
          </Box>
          <EntryBadge text={item.badge} />
          <ChevronDownIcon boxSize="4" transition="transform 0.2s" transform={open ? 'rotate(180deg)' : undefined} />
        </chakra.button>
      </WithTooltip>
      {open ? (
        <Stack as="ul" id={subId} gap="1" mt="1" listStyleType="none" m="0" p="0">
          {children.map((child) => (
            <li key={child.key}>
              <LeafLink item={child} currentPath={currentPath} indent />
            </li>
          ))}
        </Stack>
      ) : null}
    </li>
  );
}

const iconButtonStyle = (active: boolean): SystemStyleObject => ({
  ...rowStyle(active),
  justifyContent: 'center',
  ps: '0',
  pe: '0',
  minH: '11',
});

/** Icons only: the label and the badge, for the accessible name and the tooltip ("Coupons · New"). */
const withBadge = (item: SideNavItem): string => (item.badge ? `${item.label} · ${item.badge}` : item.label);

/** An entry of the collapsed (icon-only) menu: an icon link with a tooltip, or an icon button opening a fly-out. */
export function CollapsedEntry({ item, currentPath }: { item: SideNavItem; currentPath: string }) {
  const { dir } = useLocaleContext();
  const children = visibleItems(item.children);
  const active = isBranchActive(item, currentPath);
  const icon = <IconSlot>{item.icon ?? item.label.slice(0, 1)}</IconSlot>;
  if (children.length === 0) {
    return (
      <li>
        <WithTooltip text={item.tooltip ?? withBadge(item)}>
          <UiLink
            href={item.route ?? '#'}
            aria-label={withBadge(item)}
            aria-current={isRouteActive(item, currentPath) ? 'page' : undefined}
            css={iconButtonStyle(active)}
          >
            {icon}
          </UiLink>
        </WithTooltip>
      </li>
    );
  }
  return (
    <li>
      <Menu.Root positioning={{ placement: dir === 'rtl' ? 'left-start' : 'right-start' }}>
        <Menu.Trigger asChild>
          <chakra.button type="button" aria-label={withBadge(item)} css={{ ...iconButtonStyle(active), cursor: 'pointer' }}>
            {icon}
          </chakra.button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="48">
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>{item.label}</Menu.ItemGroupLabel>
                {children.map((child) => (
                  <Menu.Item key={child.key} value={child.key} asChild>
                    <UiLinkBase href={child.route ?? '#'} aria-current={isRouteActive(child, currentPath) ? 'page' : undefined}>
                      {child.label}
                      <EntryBadge text={child.badge} />
                    </UiLinkBase>
                  </Menu.Item>
                ))}
              </Menu.ItemGroup>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </li>
  );
}

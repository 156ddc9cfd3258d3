/**
 * The server's menu settings applied to the side navigation (spec 03 §3 "Menu-config response", §7 menu-config and
 * site/settings, §8 "failures return defaults silently"; decision 1320). Pure: the items in, new items out.
 */

/** The parts of an entry the rule reads and writes (`SideNavItem` has them). */
export interface ConfigurableNavItem {
  key: string;
  hidden?: boolean;
  /** A mark beside the label ("New"), already translated. */
  badge?: string;
  children?: readonly ConfigurableNavItem[];
}

export interface SideNavServerConfig {
  /** Menu-config `menu`: codes of entries this user does not get (an entry's code is its key). */
  hiddenKeys?: readonly unknown[];
  /** Site-settings `menu_badges`, translated by the caller: entry key → badge text. */
  badges?: Readonly<Record<string, string | undefined>>;
}

/**
 * - An entry whose key the menu config lists is hidden (a listed parent hides its children with it); the rest
 *   keep their own `hidden`.
 * - An entry with a (non-blank) badge text gets it; an entry's own badge stays when the settings name none.
 * - No config (a failed call's defaults) leaves the items as they are.
 */
export function applySideNavConfig<T extends ConfigurableNavItem>(items: readonly T[], config: SideNavServerConfig): T[] {
  const hidden = new Set((config.hiddenKeys ?? []).filter((code): code is string => typeof code === 'string'));
  const badges = config.badges ?? {};
  const apply = (item: T): T => {
    const badge = badges[item.key]?.trim();
    const next: T = { ...item };
    if (hidden.has(item.key)) next.hidden = true;
    if (badge) next.badge = badge;
    if (item.children) next.children = item.children.map((child) => apply(child as T));
    return next;
  };
  return items.map(apply);
}

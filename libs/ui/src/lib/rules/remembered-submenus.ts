/**
 * Side-nav sub-menus (spec 02 §4 "Side navigation": expanded sub-menus are remembered when the menu collapses).
 * The open set is kept while the menu is collapsed (icons only, nothing unfolded) and shown again on expand.
 */

export interface SubmenuNode {
  key: string;
  route?: string;
  activeRoutes?: readonly string[];
  children?: readonly SubmenuNode[];
}

/** Open or close one sub-menu; the others keep their state. */
export function toggleSubmenu(open: readonly string[], key: string): string[] {
  return open.includes(key) ? open.filter((k) => k !== key) : [...open, key];
}

/** The sub-menus unfolded on screen: none while collapsed, the remembered set when expanded. */
export function visibleSubmenus(open: readonly string[], collapsed: boolean): string[] {
  return collapsed ? [] : [...open];
}

function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * Whether a path belongs to an item: its route exactly, or one of its activeRoutes as the path itself
 * or a parent segment of it ("/myaccount/deposit" matches "/myaccount/deposit/USDT").
 */
export function isRouteActive(node: Pick<SubmenuNode, 'route' | 'activeRoutes'>, currentPath: string): boolean {
  if (typeof currentPath !== 'string' || currentPath === '') return false;
  const path = stripTrailingSlash(currentPath.split(/[?#]/)[0] ?? '');
  if (node.route && stripTrailingSlash(node.route) === path) return true;
  return (node.activeRoutes ?? []).some((r) => {
    const route = stripTrailingSlash(r);
    return route !== '' && (path === route || path.startsWith(`${route}/`));
  });
}

/** An item is active when it or any descendant matches the path. */
export function isBranchActive(node: SubmenuNode, currentPath: string): boolean {
  return isRouteActive(node, currentPath) || (node.children ?? []).some((c) => isBranchActive(c, currentPath));
}

/** Initially open: the remembered set plus the parents of the current page (so the active entry is visible). */
export function initialOpenSubmenus(nodes: readonly SubmenuNode[], currentPath: string, remembered: readonly string[] = []): string[] {
  const open = new Set(remembered);
  const walk = (list: readonly SubmenuNode[]) => {
    for (const node of list) {
      if (node.children?.length) {
        if (node.children.some((c) => isBranchActive(c, currentPath))) open.add(node.key);
        walk(node.children);
      }
    }
  };
  walk(nodes);
  return [...open];
}

/** Read a remembered set from storage (a JSON array of keys); anything else is an empty set. */
export function parseRememberedSubmenus(raw: string | null | undefined): string[] {
  if (typeof raw !== 'string' || raw === '') return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

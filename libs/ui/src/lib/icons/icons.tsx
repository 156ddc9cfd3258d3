import { createIcon } from '@chakra-ui/react';
import { ICON_PATHS } from './icon-paths';

// Chakra icons (style props such as boxSize, color, _rtl) for the Chakra components (side nav, drawer, 404).
// The site shell (header, menus, toolbar) uses the plain SVG icons of `svg-icons.tsx` instead.

export const ChevronDownIcon = createIcon({ displayName: 'ChevronDownIcon', path: ICON_PATHS.chevronDown });
/** Points toward the inline end: right in LTR; mirror it with `_rtl={{ transform: 'scaleX(-1)' }}`. */
export const ChevronEndIcon = createIcon({ displayName: 'ChevronEndIcon', path: ICON_PATHS.chevronEnd });
/** Two chevrons toward the inline start ("collapse"); mirror for RTL like ChevronEndIcon. */
export const CollapseIcon = createIcon({ displayName: 'CollapseIcon', path: ICON_PATHS.collapse });
export const ArrowEndIcon = createIcon({ displayName: 'ArrowEndIcon', path: ICON_PATHS.arrowEnd });

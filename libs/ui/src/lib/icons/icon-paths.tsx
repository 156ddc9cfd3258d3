import type { ReactElement } from 'react';

// The shapes of the shell's small stroke icons (24×24, currentColor), shared by the plain SVG icons
// (`svg-icons.tsx`, no Chakra) and the Chakra icons (`icons.tsx`). No icon package is installed.
const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export type IconName =
  | 'chevronDown'
  | 'chevronEnd'
  | 'sun'
  | 'moon'
  | 'monitor'
  | 'globe'
  | 'menu'
  | 'user'
  | 'collapse'
  | 'flask'
  | 'arrowEnd'
  | 'check'
  | 'close'
  | 'bell';

export const ICON_PATHS: Readonly<Record<IconName, ReactElement | ReactElement[]>> = {
  chevronDown: <path {...stroke} d="m6 9 6 6 6-6" />,
  chevronEnd: <path {...stroke} d="m9 18 6-6-6-6" />,
  sun: [
    <circle key="c" {...stroke} cx="12" cy="12" r="4" />,
    <path key="p" {...stroke} d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />,
  ],
  moon: <path {...stroke} d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />,
  monitor: [<rect key="r" {...stroke} x="2" y="3" width="20" height="14" rx="2" />, <path key="p" {...stroke} d="M8 21h8M12 17v4" />],
  globe: [
    <circle key="c" {...stroke} cx="12" cy="12" r="10" />,
    <path key="p" {...stroke} d="M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z" />,
  ],
  menu: <path {...stroke} d="M4 6h16M4 12h16M4 18h16" />,
  user: [<circle key="c" {...stroke} cx="12" cy="8" r="4" />, <path key="p" {...stroke} d="M4 21a8 8 0 0 1 16 0" />],
  collapse: <path {...stroke} d="m11 17-5-5 5-5M18 17l-5-5 5-5" />,
  flask: <path {...stroke} d="M9 3h6M10 3v6L4.5 18.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3" />,
  arrowEnd: <path {...stroke} d="M5 12h14M13 6l6 6-6 6" />,
  check: <path {...stroke} d="M20 6 9 17l-5-5" />,
  close: <path {...stroke} d="M18 6 6 18M6 6l12 12" />,
  bell: [
    <path key="b" {...stroke} d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />,
    <path key="c" {...stroke} d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />,
  ],
};

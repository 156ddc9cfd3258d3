import type { SVGProps } from 'react';
import { ICON_PATHS, type IconName } from './icon-paths';

/** Props of a plain SVG icon: any SVG attribute; `size` sets width and height (default `1em`). */
export type SvgIconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number | string };

/**
 * Plain SVG icons for the site shell (no Chakra, so the home page ships none of it). Decorative by
 * default (`aria-hidden`); size with `size` or CSS, colour follows `currentColor`.
 */
function svgIcon(name: IconName, displayName: string) {
  function Icon({ size = '1em', ...rest }: SvgIconProps) {
    return (
      <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" {...rest}>
        {ICON_PATHS[name]}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const ChevronDownSvg = svgIcon('chevronDown', 'ChevronDownSvg');
export const SunSvg = svgIcon('sun', 'SunSvg');
export const MoonSvg = svgIcon('moon', 'MoonSvg');
export const MonitorSvg = svgIcon('monitor', 'MonitorSvg');
export const GlobeSvg = svgIcon('globe', 'GlobeSvg');
export const MenuSvg = svgIcon('menu', 'MenuSvg');
export const UserSvg = svgIcon('user', 'UserSvg');
export const FlaskSvg = svgIcon('flask', 'FlaskSvg');
export const CheckSvg = svgIcon('check', 'CheckSvg');
export const CloseSvg = svgIcon('close', 'CloseSvg');
export const BellSvg = svgIcon('bell', 'BellSvg');

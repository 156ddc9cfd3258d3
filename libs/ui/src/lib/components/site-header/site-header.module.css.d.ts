// The class names of site-header.module.css; shell-without-chakra.spec.ts keeps the two in step.
declare const styles: {
  readonly account: string;
  readonly actions: string;
  readonly bar: string;
  readonly bell: string;
  readonly bellBadge: string;
  readonly button: string;
  readonly chevron: string;
  readonly compactNav: string;
  readonly ghost: string;
  readonly header: string;
  readonly hideBelowMd: string;
  readonly hideBelowSm: string;
  readonly logo: string;
  readonly logoDark: string;
  readonly logoLight: string;
  readonly logoLink: string;
  readonly mainNav: string;
  readonly navLink: string;
  readonly navList: string;
  readonly nickname: string;
  readonly prefs: string;
  readonly solid: string;
  readonly vipBadge: string;
  readonly wideMenu: string;
};
export default styles;

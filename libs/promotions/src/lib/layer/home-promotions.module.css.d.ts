// The class names of home-promotions.module.css.
declare const styles: {
  readonly banners: string;
  readonly slot: string;
  readonly withBanner: string;
  readonly withAlpha: string;
};
export default styles;

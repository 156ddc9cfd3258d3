// The class names of home-promotions.module.css.
declare const styles: {
  readonly banners: string;
};
export default styles;

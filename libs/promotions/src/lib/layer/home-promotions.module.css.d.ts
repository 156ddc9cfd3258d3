// The class names of home-promotions.module.css.
declare const styles: {
  readonly banners: string;
  readonly cardGrid: string;
  readonly cards: string;
  readonly cardsTitle: string;
};
export default styles;

// The class names of promo-cards-section.module.css.
declare const styles: {
  readonly cardGrid: string;
  readonly cards: string;
  readonly cardsTitle: string;
};
export default styles;

// The class names of vip-popup.module.css.
declare const styles: {
  readonly benefit: string;
  readonly benefitIcon: string;
  readonly benefitTitle: string;
  readonly benefits: string;
  readonly body: string;
  readonly content: string;
  readonly dot: string;
};
export default styles;

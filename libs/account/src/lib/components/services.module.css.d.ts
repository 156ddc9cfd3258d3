// The class names of services.module.css.
declare const styles: {
  readonly actions: string;
  readonly count: string;
  readonly coupon: string;
  readonly coupons: string;
  readonly dot: string;
  readonly empty: string;
  readonly head: string;
  readonly heading: string;
  readonly item: string;
  readonly itemBody: string;
  readonly itemText: string;
  readonly itemTitle: string;
  readonly items: string;
  readonly linkButton: string;
  readonly message: string;
  readonly meta: string;
  readonly panel: string;
  readonly secondary: string;
  readonly select: string;
  readonly tab: string;
  readonly tabs: string;
  readonly textarea: string;
  readonly thread: string;
  readonly value: string;
};
export default styles;

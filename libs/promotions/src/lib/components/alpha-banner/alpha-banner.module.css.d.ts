// The class names of alpha-banner.module.css.
declare const styles: {
  readonly banner: string;
  readonly close: string;
  readonly eyebrow: string;
  readonly image: string;
  readonly placeholder: string;
  readonly title: string;
};
export default styles;

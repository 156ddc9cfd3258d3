// The class names of home-banner.module.css.
declare const styles: {
  readonly banner: string;
  readonly content: string;
  readonly image: string;
  readonly inner: string;
  readonly media: string;
  readonly placeholder: string;
  readonly text: string;
  readonly title: string;
};
export default styles;

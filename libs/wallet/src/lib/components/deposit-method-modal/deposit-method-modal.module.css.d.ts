// The class names of deposit-method-modal.module.css.
declare const styles: {
  readonly heading: string;
  readonly hint: string;
  readonly label: string;
  readonly link: string;
  readonly list: string;
  readonly section: string;
};
export default styles;

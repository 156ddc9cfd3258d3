// The class names of kyc-notice-modal.module.css.
declare const styles: {
  readonly learnMore: string;
  readonly text: string;
};
export default styles;

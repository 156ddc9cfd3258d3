// The class names of kyc-upgrade-panel.module.css.
declare const styles: {
  readonly actions: string;
  readonly help: string;
  readonly root: string;
  readonly text: string;
  readonly upgrade: string;
};
export default styles;

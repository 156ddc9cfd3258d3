// The class names of native-shell.module.css.
declare const styles: {
  readonly calls: string;
  readonly callsHeader: string;
  readonly clear: string;
  readonly empty: string;
  readonly form: string;
  readonly frame: string;
  readonly phone: string;
  readonly root: string;
  readonly summary: string;
  readonly title: string;
};
export default styles;

// The class names of sandbox-toolbar.module.css; shell-without-chakra.spec.ts keeps the two in step.
declare const styles: {
  readonly close: string;
  readonly experiments: string;
  readonly field: string;
  readonly header: string;
  readonly label: string;
  readonly panel: string;
  readonly root: string;
  readonly select: string;
  readonly title: string;
  readonly toggle: string;
};
export default styles;

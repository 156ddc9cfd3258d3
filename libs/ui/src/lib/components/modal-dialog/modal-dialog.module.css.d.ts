// The class names of modal-dialog.module.css; shell-without-chakra.spec.ts keeps the two in step.
declare const styles: {
  readonly action: string;
  readonly body: string;
  readonly close: string;
  readonly content: string;
  readonly dialog: string;
  readonly eyebrow: string;
  readonly footer: string;
  readonly form: string;
  readonly ghost: string;
  readonly header: string;
  readonly label: string;
  readonly md: string;
  readonly media: string;
  readonly outline: string;
  readonly solid: string;
  readonly spinner: string;
  readonly stretch: string;
  readonly title: string;
};
export default styles;

// The class names of modal-dialog.module.css; shell-without-chakra.spec.ts keeps the two in step.
declare const styles: {
  readonly body: string;
  readonly close: string;
  readonly content: string;
  readonly dialog: string;
  readonly footer: string;
  readonly header: string;
  readonly md: string;
  readonly title: string;
};
export default styles;

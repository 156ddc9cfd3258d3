// The class names of toast.module.css; shell-without-chakra.spec.ts keeps the two in step.
declare const styles: {
  readonly close: string;
  readonly description: string;
  readonly error: string;
  readonly info: string;
  readonly list: string;
  readonly live: string;
  readonly region: string;
  readonly success: string;
  readonly text: string;
  readonly title: string;
  readonly toast: string;
  readonly warning: string;
};
export default styles;

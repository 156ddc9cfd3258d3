// The class names of error-fallback.module.css; shell-without-chakra.spec.ts keeps the two in step.
declare const styles: {
  readonly description: string;
  readonly refresh: string;
  readonly root: string;
  readonly title: string;
};
export default styles;

// The class names of skip-link.module.css; shell-without-chakra.spec.ts keeps the two in step.
declare const styles: {
  readonly skipLink: string;
};
export default styles;

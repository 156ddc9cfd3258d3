// The class names of site-footer.module.css; shell-without-chakra.spec.ts keeps the two in step.
declare const styles: {
  readonly container: string;
  readonly copyright: string;
  readonly copyrightRule: string;
  readonly footer: string;
  readonly grid: string;
  readonly group: string;
  readonly groupTitle: string;
  readonly link: string;
  readonly links: string;
  readonly row: string;
  readonly signup: string;
  readonly signupButton: string;
  readonly signupTitle: string;
};
export default styles;

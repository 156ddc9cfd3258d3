// The class names of menu-button.module.css; shell-without-chakra.spec.ts keeps the two in step.
declare const styles: {
  readonly alignStart: string;
  readonly end: string;
  readonly groupLabel: string;
  readonly icon: string;
  readonly iconOnly: string;
  readonly indicator: string;
  readonly item: string;
  readonly menu: string;
  readonly root: string;
  readonly text: string;
  readonly trigger: string;
};
export default styles;

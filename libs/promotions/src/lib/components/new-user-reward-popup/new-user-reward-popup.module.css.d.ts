// The class names of new-user-reward-popup.module.css (checked by new-user-reward-popup.spec.tsx).
declare const styles: {
  readonly confirm: string;
};
export default styles;

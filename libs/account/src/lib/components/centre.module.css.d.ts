// The class names of centre.module.css.
declare const styles: {
  readonly alert: string;
  readonly badge: string;
  readonly card: string;
  readonly cardHeading: string;
  readonly error: string;
  readonly form: string;
  readonly inline: string;
  readonly meter: string;
  readonly mono: string;
  readonly muted: string;
  readonly ok: string;
  readonly primary: string;
  readonly rules: string;
  readonly stack: string;
  readonly status: string;
  readonly statusText: string;
  readonly success: string;
  readonly table: string;
  readonly tableWrap: string;
  readonly warn: string;
};
export default styles;

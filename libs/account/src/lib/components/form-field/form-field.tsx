import { useId, type ReactNode } from 'react';
import styles from '../account.module.css';
import centre from '../centre.module.css';

/** What a field's control takes to be named, described and marked invalid. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FormFieldProps {
  label: string;
  /** A hint under the control (always read with it). */
  hint?: ReactNode;
  /** What is wrong, or null/undefined when nothing is. */
  error?: string | null;
  /** The control, given its id and ARIA wiring. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One form field of the account centres (decision 1945): label, control, hint and error, wired once (the label names
 * the control, the hint and the error describe it, aria-invalid while there is an error).
 */
export function FormField({ label, hint, error, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint !== undefined ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, ...(error ? { 'aria-invalid': true as const } : {}), ...(described ? { 'aria-describedby': described } : {}) })}
      {hint !== undefined ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className={centre.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

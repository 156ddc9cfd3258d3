export interface CredentialErrors {
  email?: 'invalid';
  password?: 'invalid';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 8;

/** Form validation of the log-in and sign-up forms (spec: not shown; decision 0003). */
export function validateCredentials({ email, password }: { email: string; password: string }): CredentialErrors {
  const errors: CredentialErrors = {};
  if (!EMAIL.test(email.trim())) errors.email = 'invalid';
  if (password.length < MIN_PASSWORD_LENGTH) errors.password = 'invalid';
  return errors;
}

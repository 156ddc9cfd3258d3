'use client';
import { Button, Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useLogin, useSignup, useVerifyEmail } from '@exchange/api';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { validateCredentials, type CredentialErrors } from '@/lib/credentials';
import { pageMessages } from '@/messages';
import { authFormMessages } from './auth-form-messages';

export interface AuthFormProps {
  mode: 'login' | 'signup';
  /** Where to go after success: already validated on the server (internal path or allow-listed origin). */
  next: string;
  /** The other form (log in ↔ sign up). */
  alternate: { href: string; label: string };
  /**
   * The site's third-party sign-in methods (spec 03 §3 authorizedLogin, decision 1203); carried on the form until the
   * provider flows exist, so a site without any (every regulated one) is visibly different in tests.
   */
  authorizedLogin?: readonly string[];
}

/** Log in / sign up (then the e-mailed code): the plain form the micro-app falls back to (issue 23: the exchange checks the password). */
export function AuthForm({ mode, next, alternate, authorizedLogin = [] }: AuthFormProps) {
  const intl = useIntl();
  const router = useRouter();
  const login = useLogin();
  const signup = useSignup();
  const verify = useVerifyEmail();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [errors, setErrors] = useState<CredentialErrors & { code?: boolean }>({});
  const [failed, setFailed] = useState<string | null>(null);
  const busy = login.isMutating || signup.isMutating || verify.isMutating;

  const refusal = (error: { message?: string } | null | undefined): string =>
    error?.message ? intl.formatMessage(authFormMessages.refused, { message: error.message }) : intl.formatMessage(pageMessages.authFailed);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (codeSent) {
      const wrongCode = !/^\d{6}$/.test(code.trim());
      setErrors({ code: wrongCode });
      if (wrongCode) return;
      const result = await verify.trigger({ email: email.trim(), code: code.trim() });
      if (!result.ok) return setFailed(refusal(result.error));
      router.replace(next);
      router.refresh();
      return;
    }
    const found = validateCredentials({ email, password });
    setErrors(found);
    if (found.email || found.password) return;
    setFailed(null);
    if (mode === 'signup') {
      const result = await signup.trigger({ email: email.trim(), password });
      if (!result.ok) return setFailed(refusal(result.error));
      setCodeSent(true);
      return;
    }
    const result = await login.trigger({ email: email.trim(), password });
    if (!result.ok) return setFailed(refusal(result.error));
    router.replace(next);
    router.refresh();
  };

  return (
    <Stack asChild gap="4" maxW="sm">
      <form onSubmit={onSubmit} noValidate data-authorized-login={authorizedLogin.join(' ')}>
        <Field.Root invalid={!!errors.email} required>
          <Field.Label>{intl.formatMessage(pageMessages.email)}</Field.Label>
          <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          {errors.email ? <Field.ErrorText>{intl.formatMessage(pageMessages.emailInvalid)}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root invalid={!!errors.password} required>
          <Field.Label>{intl.formatMessage(pageMessages.password)}</Field.Label>
          <Input
            type="password"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {errors.password ? <Field.ErrorText>{intl.formatMessage(pageMessages.passwordInvalid)}</Field.ErrorText> : null}
        </Field.Root>
        {codeSent ? (
          <>
            <Text role="status">{intl.formatMessage(authFormMessages.emailCodeSent, { email: email.trim() })}</Text>
            <Field.Root invalid={!!errors.code} required>
              <Field.Label>{intl.formatMessage(pageMessages.emailCode)}</Field.Label>
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
              {errors.code ? <Field.ErrorText>{intl.formatMessage(pageMessages.emailCodeInvalid)}</Field.ErrorText> : null}
            </Field.Root>
          </>
        ) : null}
        {failed ? (
          <Text role="alert" color="fg.error">
            {failed}
          </Text>
        ) : null}
        <Button type="submit" loading={busy} bg="brand.solid" color="white" _hover={{ bg: 'brand.700' }}>
          {intl.formatMessage(
            codeSent ? pageMessages.confirmSubmit : mode === 'login' ? pageMessages.loginSubmit : pageMessages.signupSubmit,
          )}
        </Button>
        <Text>
          <Link asChild color="brand.fg">
            <NextLink href={alternate.href}>{alternate.label}</NextLink>
          </Link>
        </Text>
      </form>
    </Stack>
  );
}

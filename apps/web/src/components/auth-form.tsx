'use client';
import { Button, Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useLogin } from '@exchange/api';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { validateCredentials, type CredentialErrors } from '@/lib/credentials';
import { pageMessages } from '@/messages';

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

/** Log in / sign up. In the sandbox the exchange accepts any well-formed credentials. */
export function AuthForm({ mode, next, alternate, authorizedLogin = [] }: AuthFormProps) {
  const intl = useIntl();
  const router = useRouter();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [failed, setFailed] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateCredentials({ email, password });
    setErrors(found);
    if (found.email || found.password) return;
    setFailed(false);
    const result = await login.trigger({});
    if (!result.ok) {
      setFailed(true);
      return;
    }
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
        {failed ? (
          <Text role="alert" color="fg.error">
            {intl.formatMessage(pageMessages.authFailed)}
          </Text>
        ) : null}
        <Button type="submit" loading={login.isMutating} bg="brand.solid" color="white" _hover={{ bg: 'brand.700' }}>
          {intl.formatMessage(mode === 'login' ? pageMessages.loginSubmit : pageMessages.signupSubmit)}
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

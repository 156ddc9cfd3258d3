'use client';
import { Box, Stack, Text } from '@chakra-ui/react';
import { useDeclarationStatus } from '@exchange/api';
import { useIntl } from 'react-intl';
import { declarationMessages, declarationPageMessages } from '../../messages';
import { DECLARATION_STATUS, type DeclarationStatus } from '../../rules/turkey-declaration';

export interface CustomerDeclarationViewProps {
  /** 1 need sign, 2 signed (03 §3); null while the status call is pending. */
  status: DeclarationStatus | null;
}

/**
 * The customer declaration page's body (issue 14 item 3): the declaration's text and where the user stands. Signing
 * itself is the Turkey declaration dialog (`TurkeyDeclarationModal`, mounted by the compliance layer for every
 * logged-in Turkey user who has not signed): one flow, whichever page the user is on.
 */
export function CustomerDeclarationView({ status }: CustomerDeclarationViewProps) {
  const intl = useIntl();
  const text =
    status === null
      ? declarationPageMessages.loading
      : status === DECLARATION_STATUS.signed
        ? declarationPageMessages.signed
        : declarationPageMessages.needSign;
  return (
    <Stack gap="4" maxW="3xl">
      <Text>{intl.formatMessage(declarationMessages.body)}</Text>
      <Box
        role="status"
        aria-label={intl.formatMessage(declarationPageMessages.statusLabel)}
        aria-busy={status === null}
        data-status={status ?? 'pending'}
        borderWidth="1px"
        borderRadius="md"
        px="4"
        py="3"
        borderColor={status === DECLARATION_STATUS.signed ? 'green.emphasized' : 'border'}
      >
        <Text fontWeight="medium">{intl.formatMessage(text)}</Text>
      </Box>
    </Stack>
  );
}

/** The page's body with the status from the declaration call (a failed call gives need-sign, 03 §8). */
export function CustomerDeclaration() {
  const { data } = useDeclarationStatus({ enabled: true });
  return <CustomerDeclarationView status={data?.status ?? null} />;
}

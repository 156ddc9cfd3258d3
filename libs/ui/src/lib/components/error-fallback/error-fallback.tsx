'use client';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { messages } from '../../messages';

export interface ErrorFallbackProps {
  /** Called by "Refresh" (the boundary passes a page reload). */
  onRefresh: () => void;
}

/** Spec 01 §8 "Rendering error": "Something went wrong" and a "Refresh" button. */
export function ErrorFallback({ onRefresh }: ErrorFallbackProps) {
  const intl = useIntl();
  return (
    <Stack role="alert" align="center" textAlign="center" gap="4" py="16" px="6" maxW="lg" mx="auto">
      <Heading as="h1" textStyle="2xl">
        {intl.formatMessage(messages.errorFallbackTitle)}
      </Heading>
      <Text color="fg.muted">{intl.formatMessage(messages.errorFallbackDescription)}</Text>
      <Button onClick={onRefresh} bg="brand.solid" color="white" _hover={{ bg: 'brand.700' }}>
        {intl.formatMessage(messages.errorFallbackRefresh)}
      </Button>
    </Stack>
  );
}

'use client';
import { Alert, Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface MoneyPanelProps {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title?: ReactNode;
  /** `h2` for a page's panel, `h3` for a step inside one. */
  level?: 'h2' | 'h3';
  /** A step waiting for the user (the security step, an order form): outlined in the brand colour. */
  accent?: boolean;
  /** The panel's widest width (forms read best narrow); none: the column's width. */
  maxW?: string;
  testId?: string;
  children: ReactNode;
}

/**
 * The one shell of the money pages' panels (issue 22): a bordered section labelled by its heading, padded for the
 * phone and the desktop alike. Deposit, code deposit, withdrawal, buy and P2P all use it, with the loading and error
 * shapes below, so the pages look like one product.
 */
export function MoneyPanel({ id, title, level = 'h2', accent = false, maxW, testId, children }: MoneyPanelProps) {
  return (
    <Box
      as="section"
      aria-labelledby={title === undefined ? undefined : id}
      borderWidth="1px"
      borderColor={accent ? 'brand.solid' : 'border'}
      rounded="lg"
      p={{ base: '4', md: '6' }}
      maxW={maxW}
      minW="0"
      data-testid={testId}
    >
      <Stack gap="4">
        {title === undefined ? null : (
          <Text as={level} id={id} textStyle={level === 'h2' ? 'lg' : 'md'} fontWeight="semibold">
            {title}
          </Text>
        )}
        {children}
      </Stack>
    </Box>
  );
}

/** A panel whose data is on its way: skeleton rows of the given heights (Chakra sizes). */
export function MoneyPanelLoading({ heights = ['10', '48'] }: { heights?: readonly string[] }) {
  return (
    <Stack gap="3" aria-busy="true" data-testid="money-panel-loading">
      {heights.map((height, i) => (
        <Skeleton key={i} height={height} />
      ))}
    </Stack>
  );
}

/** A panel whose call failed: the message, and a retry when one can help. */
export function MoneyPanelError({ message, retry }: { message: string; retry?: { label: string; onRetry: () => void } }) {
  return (
    <Alert.Root status="error" role="alert" data-testid="money-panel-error">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
      {retry === undefined ? null : (
        <Button size="xs" variant="outline" ms="auto" onClick={retry.onRetry}>
          {retry.label}
        </Button>
      )}
    </Alert.Root>
  );
}

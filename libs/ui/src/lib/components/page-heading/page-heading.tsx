import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageHeadingProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links at the end of the heading row. */
  actions?: ReactNode;
  /** Heading level (default h1). */
  as?: 'h1' | 'h2';
  /** id of the heading, for `aria-labelledby`. */
  id?: string;
}

/** A page's real heading and a one-paragraph description of what the page is. */
export function PageHeading({ title, description, actions, as = 'h1', id }: PageHeadingProps) {
  return (
    <HStack align="flex-start" justify="space-between" gap="4" wrap="wrap">
      <Stack gap="2" flex="1" minW="0">
        <Heading as={as} id={id} textStyle={as === 'h1' ? { base: '2xl', md: '3xl' } : 'xl'} fontWeight="semibold">
          {title}
        </Heading>
        {description ? (
          <Text color="fg.muted" maxW="3xl">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? <HStack gap="2">{actions}</HStack> : null}
    </HStack>
  );
}

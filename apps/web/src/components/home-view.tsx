'use client';
import { Box, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';

export interface HomeViewProps {
  title: string;
  lead: string;
  cta: { label: string; href: string };
  statsTitle: string;
  figures: readonly { key: string; label: string; value: string }[];
}

/** Home hero and platform figures (formatted on the server in the page's locale). */
export function HomeView({ title, lead, cta, statsTitle, figures }: HomeViewProps) {
  return (
    <Container maxW="6xl" py={{ base: '10', md: '16' }}>
      <Stack gap="6" maxW="3xl">
        <Heading as="h1" textStyle={{ base: '3xl', md: '5xl' }} fontWeight="bold" lineHeight="1.1">
          {title}
        </Heading>
        <Text textStyle="lg" color="fg.muted">
          {lead}
        </Text>
        <HStack>
          <Box asChild bg="brand.solid" color="white" px="6" py="3" borderRadius="md" fontWeight="semibold" _hover={{ bg: 'brand.700' }}>
            <NextLink href={cta.href}>{cta.label}</NextLink>
          </Box>
        </HStack>
      </Stack>
      <Box as="section" aria-labelledby="home-stats" mt="14">
        <Heading as="h2" id="home-stats" textStyle="xl" mb="4">
          {statsTitle}
        </Heading>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" asChild>
          <dl>
            {figures.map((f) => (
              <Box key={f.key} borderWidth="1px" borderRadius="lg" p="4">
                <Text as="dt" color="fg.muted" textStyle="sm">
                  {f.label}
                </Text>
                <Text as="dd" textStyle="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                  {f.value}
                </Text>
              </Box>
            ))}
          </dl>
        </SimpleGrid>
      </Box>
    </Container>
  );
}

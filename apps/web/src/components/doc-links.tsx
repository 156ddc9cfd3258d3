'use client';
import { Heading, Link, List } from '@chakra-ui/react';

export interface DocLinksProps {
  heading: string;
  docs: readonly { key: string; label: string; href: string; newTab: boolean }[];
}

/** A titled list of document links; PDFs open in a new tab. */
export function DocLinks({ heading, docs }: DocLinksProps) {
  return (
    <>
      <Heading as="h2" textStyle="lg" mb="3">
        {heading}
      </Heading>
      <List.Root gap="2" ps="5">
        {docs.map((doc) => (
          <List.Item key={doc.key}>
            <Link href={doc.href} color="brand.fg" {...(doc.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {doc.label}
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </>
  );
}

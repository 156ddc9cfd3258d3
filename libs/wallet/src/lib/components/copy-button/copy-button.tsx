'use client';
import { Button } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { moneyMessages as m } from '../../money-messages';

/** Copies a value to the clipboard and says "Copied" for two seconds (announced politely). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      size="xs"
      variant="outline"
      aria-live="polite"
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      }}
    >
      {copied ? intl.formatMessage(m.depositCopied) : label}
    </Button>
  );
}

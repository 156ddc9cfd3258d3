'use client';
import { Box, Button, CloseButton, Field, Heading, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { chartMessages, validationMessage } from '../../messages';
import { parseAlertPrice, type AlertPriceError, type PriceAlert } from '../../rules/price-alerts';

export interface PriceAlertPanelProps {
  alerts: readonly PriceAlert[];
  /** Prefilled price ("Add alert at <price>"). */
  initialPrice?: number;
  priceDecimals?: number;
  onCreate: (price: number) => void;
  onDelete: (id: string) => void;
  onClose: () => void;
}

/** Create, list and delete price alerts of the chart's symbol. */
export function PriceAlertPanel({ alerts, initialPrice, priceDecimals = 2, onCreate, onDelete, onClose }: PriceAlertPanelProps) {
  const intl = useIntl();
  const titleId = useId();
  const [price, setPrice] = useState('');
  const [error, setError] = useState<AlertPriceError | null>(null);
  useEffect(() => {
    setPrice(initialPrice !== undefined && Number.isFinite(initialPrice) ? initialPrice.toFixed(priceDecimals) : '');
    setError(null);
  }, [initialPrice, priceDecimals]);
  const fmt = (p: number) => intl.formatNumber(p, { minimumFractionDigits: priceDecimals, maximumFractionDigits: priceDecimals });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = parseAlertPrice(price);
    if (!r.ok) {
      setError(r.error);
      return;
    }
    setError(null);
    onCreate(r.value);
    setPrice('');
  };

  return (
    <Box
      as="section"
      role="region"
      aria-labelledby={titleId}
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      shadow="md"
      w={{ base: 'auto', sm: '72' }}
      maxW="full"
    >
      <HStack justify="space-between" mb="2">
        <Heading as="h3" size="sm" id={titleId}>
          {intl.formatMessage(chartMessages.alertPanelTitle)}
        </Heading>
        <CloseButton size="xs" aria-label={intl.formatMessage(chartMessages.close)} onClick={onClose} />
      </HStack>
      <form onSubmit={submit} noValidate>
        <Stack gap="2">
          <Field.Root invalid={error !== null}>
            <Field.Label>{intl.formatMessage(chartMessages.alertPrice)}</Field.Label>
            <Input size="sm" inputMode="decimal" autoComplete="off" value={price} onChange={(e) => setPrice(e.target.value)} />
            <Field.ErrorText>{error ? intl.formatMessage(validationMessage(error)) : null}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" size="sm">
            {intl.formatMessage(chartMessages.alertCreate)}
          </Button>
        </Stack>
      </form>
      <Stack as="ul" listStyleType="none" gap="1" mt="3" ps="0">
        {alerts.length === 0 && (
          <Text as="li" color="fg.muted" fontSize="sm">
            {intl.formatMessage(chartMessages.alertNone)}
          </Text>
        )}
        {alerts.map((a) => (
          <HStack as="li" key={a.id} justify="space-between" fontSize="sm">
            <Text>
              {intl.formatMessage(a.direction === 'up' ? chartMessages.alertUp : chartMessages.alertDown, { price: fmt(a.price) })}
            </Text>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={intl.formatMessage(chartMessages.alertDelete, { price: fmt(a.price) })}
              onClick={() => onDelete(a.id)}
            >
              ×
            </IconButton>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}

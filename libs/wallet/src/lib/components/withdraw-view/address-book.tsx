'use client';
import { Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { SavedAddress } from '@exchange/api';
import { useIntl } from 'react-intl';
import { moneyMessages as m } from '../../money-messages';

export interface AddressBookProps {
  addresses: readonly SavedAddress[];
  networkName: string;
  onPick: (address: SavedAddress) => void;
  onDelete: (id: string) => void;
}

/** The saved addresses of the chosen coin and network: pick one, or delete it (issue 22). */
export function AddressBook({ addresses, networkName, onPick, onDelete }: AddressBookProps) {
  const intl = useIntl();
  return (
    <Stack gap="2" role="group" aria-label={intl.formatMessage(m.bookTitle)}>
      <Text textStyle="sm" fontWeight="medium">
        {intl.formatMessage(m.bookTitle)}
      </Text>
      {addresses.length === 0 ? (
        <Text textStyle="xs" color="fg.muted">
          {intl.formatMessage(m.bookEmpty, { network: networkName })}
        </Text>
      ) : (
        <Stack gap="1">
          {addresses.map((a) => (
            <HStack key={a.id} gap="2" borderWidth="1px" borderColor="border" rounded="md" px="2" py="1">
              <Button
                size="xs"
                variant="ghost"
                onClick={() => onPick(a)}
                aria-label={intl.formatMessage(m.bookUse, { label: a.label })}
                flex="1"
                justifyContent="start"
                minW="0"
              >
                <Text as="span" fontWeight="semibold">
                  {a.label}
                </Text>
                <Text as="span" fontFamily="mono" color="fg.muted" dir="ltr" truncate>
                  {a.address}
                </Text>
              </Button>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={intl.formatMessage(m.bookDelete, { label: a.label })}
                onClick={() => onDelete(a.id)}
              >
                <span aria-hidden="true">×</span>
              </IconButton>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

'use client';
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface OrderSheetProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/** The phone's bottom sheet holding the order form (issue 21 item 4); its own chunk, loaded when first opened. */
export default function OrderSheet({ title, closeLabel, onClose, children }: OrderSheetProps) {
  return (
    <Drawer.Root open onOpenChange={(e) => !e.open && onClose()} placement="bottom">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxH="85dvh" borderTopRadius="lg" data-testid="order-sheet">
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body overflowY="auto" paddingInline="3">
              {children}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

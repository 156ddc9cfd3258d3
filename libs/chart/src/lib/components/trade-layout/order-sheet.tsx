'use client';
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';

export interface OrderSheetProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

const ROOM = '--bottom-overlay-room';
/** Space between the sheet's top edge and the lowest toast. */
const GAP_PX = 8;

/**
 * While the sheet is open, the page's floating elements (toasts, the sandbox toolbar) keep above it, as they keep above
 * the Buy/Sell bar (decisions 1940 and 1965): `--bottom-overlay-room` follows the sheet's height, and is given back as it
 * was when the sheet closes. Toasts would otherwise cover the form's submit button.
 */
function useRoomAbove(node: HTMLElement | null): void {
  useEffect(() => {
    if (node === null) return undefined;
    const body = document.body;
    const before = body.style.getPropertyValue(ROOM);
    const apply = () => {
      const height = node.getBoundingClientRect().height;
      if (height > 0) body.style.setProperty(ROOM, `${Math.ceil(height) + GAP_PX}px`);
    };
    apply();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(apply) : null;
    observer?.observe(node);
    return () => {
      observer?.disconnect();
      if (before === '') body.style.removeProperty(ROOM);
      else body.style.setProperty(ROOM, before);
    };
  }, [node]);
}

/** The phone's bottom sheet holding the order form (issue 21 item 4); its own chunk, loaded when first opened. */
export default function OrderSheet({ title, closeLabel, onClose, children }: OrderSheetProps) {
  // A callback ref: the content mounts inside the portal after this component's first effect.
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  useRoomAbove(content);
  return (
    <Drawer.Root open onOpenChange={(e) => !e.open && onClose()} placement="bottom">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content ref={setContent} maxH="85dvh" borderTopRadius="lg" data-testid="order-sheet">
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

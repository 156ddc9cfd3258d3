'use client';
import { Portal, Tooltip, useLocaleContext } from '@chakra-ui/react';
import { cloneElement, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { ModalDialog } from '../modal-dialog/modal-dialog';
import { singleElementChild } from './single-element-child';

export interface TooltipModalProps {
  /** The explanation: a tooltip on hover and focus, and the body of a dialog on a tap or click. */
  content: ReactNode;
  /** The dialog's title. */
  title: ReactNode;
  /** The close button's accessible name. */
  closeLabel: string;
  /** Exactly one element (03 §8: anything else throws). */
  children: ReactNode;
}

/**
 * Spec 03 §8's tooltip-modal: a hint on hover or focus (pointer screens), and the same text in a dialog when its
 * trigger is tapped or clicked (touch screens have no hover). Its child must be a single element, else it throws.
 */
export function TooltipModal({ content, title, closeLabel, children }: TooltipModalProps) {
  const child = singleElementChild(children) as ReactElement<{ onClick?: (event: MouseEvent) => void }>;
  const { dir } = useLocaleContext();
  const [open, setOpen] = useState(false);
  const trigger = cloneElement(child, {
    onClick: (event: MouseEvent) => {
      child.props.onClick?.(event);
      setOpen(true);
    },
  });
  return (
    <>
      <Tooltip.Root positioning={{ placement: dir === 'rtl' ? 'top-end' : 'top-start' }} openDelay={200}>
        <Tooltip.Trigger asChild>{trigger}</Tooltip.Trigger>
        <Portal>
          <Tooltip.Positioner>
            <Tooltip.Content maxW="xs">{content}</Tooltip.Content>
          </Tooltip.Positioner>
        </Portal>
      </Tooltip.Root>
      <ModalDialog open={open} onClose={() => setOpen(false)} title={title} closeLabel={closeLabel}>
        {content}
      </ModalDialog>
    </>
  );
}

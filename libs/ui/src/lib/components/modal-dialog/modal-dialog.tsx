'use client';
import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { CloseSvg } from '../../icons/svg-icons';
import { cx } from '../menu-button/class-names';
import styles from './modal-dialog.module.css';

export interface ModalDialogProps {
  /** Shown (as a modal) while true; React state is the source of truth. */
  open: boolean;
  /** The user asked to close it: the × button, Escape or a press on the backdrop. Set `open` to false. */
  onClose: () => void;
  /** The heading; it names the dialog. */
  title: ReactNode;
  children?: ReactNode;
  /** Actions under the body, aligned to the end (a primary action here gets the focus on opening). */
  footer?: ReactNode;
  /** Accessible name of the × button, e.g. "Close". */
  closeLabel: string;
  /** Maximum width: `sm` 24rem, `md` 28rem. Default `sm`. */
  size?: 'sm' | 'md';
  /** `alertdialog` for a message that needs an answer. Default `dialog`. */
  role?: 'dialog' | 'alertdialog';
  /** Extra class on the `<dialog>` element. */
  className?: string;
  /** `data-*` attributes, passed to the `<dialog>` element. */
  [dataAttribute: `data-${string}`]: string | number | boolean | undefined;
}

/**
 * A modal dialog on the native `<dialog>` element, without Chakra (issue #2, first-load budget): `showModal()`
 * gives the top layer, an inert page behind it, the focus trap and Escape; `close()` returns the focus to where
 * it was. The browser's default initial focus applies: the first focusable element in the content (an element
 * with `autofocus` first). The × button comes last in the DOM (it is placed in the top end corner by CSS), so a
 * primary action in the body or footer gets the focus, and the × only when there is nothing else.
 *
 * React state decides: Escape (its keydown, prevented, unless a control inside prevented it first), any other
 * close request (the `cancel` event, prevented), a press on the backdrop and the × all call `onClose`, and the
 * dialog closes when `open` becomes false. If the browser closes it anyway (it may ignore a prevented `cancel`
 * without a user activation), `onClose` is called too. The content is rendered only while open; `data-state`
 * ("open" / "closed") mirrors `open`, as on Chakra's dialogs (the e2e suite counts open dialogs by it).
 */
export function ModalDialog({
  open,
  onClose,
  title,
  children,
  footer,
  closeLabel,
  size = 'sm',
  role = 'dialog',
  className,
  ...data
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const pressedBackdrop = useRef(false);
  const titleId = `${useId()}-title`;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  // Escape is handled here, before the browser turns it into a close request (a prevented keydown makes none):
  // one path for every browser, and a control inside that uses Escape itself can prevent it first.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onClose();
  };

  // Other close requests (e.g. Android's back gesture) arrive as `cancel`.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (!event.cancelable) return; // the browser closes it regardless: onDialogClose reports it
    event.preventDefault();
    onClose();
  };

  // Closed by the browser while React still has it open (see onCancel): tell the owner.
  const onDialogClose = () => {
    if (open && !ref.current?.open) onClose();
  };

  // The dialog box has no padding of its own (the content fills it), so a press whose target is the dialog
  // itself is a press on its ::backdrop. Both the press and the release must be there: a text selection
  // dragged out of the content does not close it.
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pressedBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const onBackdrop = pressedBackdrop.current && event.target === event.currentTarget;
    pressedBackdrop.current = false;
    if (onBackdrop) onClose();
  };

  return (
    <dialog
      {...data}
      ref={ref}
      role={role}
      aria-modal="true"
      aria-labelledby={open ? titleId : undefined}
      data-state={open ? 'open' : 'closed'}
      className={cx(styles.dialog, size === 'md' && styles.md, className)}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onDialogClose}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      {open ? (
        <div className={styles.content}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <CloseSvg />
          </button>
        </div>
      ) : null}
    </dialog>
  );
}

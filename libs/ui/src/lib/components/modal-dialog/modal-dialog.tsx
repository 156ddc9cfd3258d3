'use client';
import {
  useEffect,
  useId,
  useRef,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { CloseSvg } from '../../icons/svg-icons';
import { cx } from '../menu-button/class-names';
import styles from './modal-dialog.module.css';

/** A button (or, with `href`, a link) in the footer, styled as Chakra's button size md, without Chakra. */
export interface ModalDialogAction {
  label: ReactNode;
  onClick?: () => void;
  /** Renders a link that looks like the button (e.g. "Sign up" to /signup); pass a checked, safe href. */
  href?: string;
  /** Default: `solid` for the last action, `outline` for the others. */
  variant?: 'solid' | 'outline' | 'ghost';
  disabled?: boolean;
  /** Disabled, `aria-busy` and a spinner, the label kept (it stays the accessible name). */
  loading?: boolean;
  /** `submit` for the form of a dialog with `onSubmit`. Default `button`. */
  type?: 'button' | 'submit';
}

export interface ModalDialogProps {
  /** Shown (as a modal) while true; React state is the source of truth. */
  open: boolean;
  /** The user asked to close it: the × button, Escape or a press on the backdrop. Set `open` to false. */
  onClose: () => void;
  /** The heading; it names the dialog. */
  title: ReactNode;
  /** A short line above the title, in the header (e.g. a VIP tier); not part of the dialog's name. */
  eyebrow?: ReactNode;
  /** Full-bleed content above the header (e.g. a banner image with `alt=""`). */
  media?: ReactNode;
  children?: ReactNode;
  /** Actions under the body, aligned to the end (a primary action here gets the focus on opening). */
  footer?: ReactNode;
  /** Buttons after `footer`, in the footer (the last is the primary one). */
  actions?: readonly ModalDialogAction[];
  /** `stretch`: the actions share the full width (a single call to action). Default `end`. */
  actionsLayout?: 'end' | 'stretch';
  /** Accessible name of the × button, e.g. "Close". */
  closeLabel: string;
  /**
   * False for a dialog the user must answer (a user agreement, a declaration): no × button, and Escape, other
   * close requests and the backdrop do nothing; only the owner closes it (by `open`). Default true.
   */
  dismissable?: boolean;
  /** Whether a press on the backdrop closes a dismissable dialog. Default true. */
  closeOnBackdrop?: boolean;
  /** Makes the content a `<form noValidate>` (header, body and footer inside it) with this submit handler. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
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
 *
 * A dialog that is not `dismissable` has no ×; Escape, close requests and the backdrop are ignored, and if the
 * browser closes it anyway it is shown again. It is the one dialog shell of the app (issue 9): queued dialogs
 * take `open` and `onClose` from `useQueuedDialog`.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  eyebrow,
  media,
  children,
  footer,
  actions = [],
  actionsLayout = 'end',
  closeLabel,
  dismissable = true,
  closeOnBackdrop = true,
  onSubmit,
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
    if (dismissable) onClose();
  };

  // Other close requests (e.g. Android's back gesture) arrive as `cancel`.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (!event.cancelable) return; // the browser closes it regardless: onDialogClose reports it
    event.preventDefault();
    if (dismissable) onClose();
  };

  // Closed by the browser while React still has it open (see onCancel): tell the owner, or, when the user
  // must answer it, show it again.
  const onDialogClose = () => {
    const dialog = ref.current;
    if (!open || !dialog || dialog.open) return;
    if (dismissable) onClose();
    else dialog.showModal();
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
    if (onBackdrop && dismissable && closeOnBackdrop) onClose();
  };

  const footerContent =
    footer || actions.length > 0 ? (
      <div className={cx(styles.footer, actionsLayout === 'stretch' && styles.stretch)}>
        {footer}
        {actions.map((action, index) => (
          <ActionButton key={index} action={action} primary={index === actions.length - 1} />
        ))}
      </div>
    ) : null;
  const sections = (
    <>
      {media ? <div className={styles.media}>{media}</div> : null}
      <div className={styles.header}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      </div>
      <div className={styles.body}>{children}</div>
      {footerContent}
    </>
  );

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
          {onSubmit ? (
            <form className={styles.form} noValidate onSubmit={onSubmit}>
              {sections}
            </form>
          ) : (
            sections
          )}
          {dismissable ? (
            <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
              <CloseSvg />
            </button>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}

function ActionButton({ action, primary }: { action: ModalDialogAction; primary: boolean }) {
  const variant = action.variant ?? (primary ? 'solid' : 'outline');
  const className = cx(styles.action, styles[variant]);
  const shared = { className, 'data-variant': variant };
  const content = (
    <>
      {action.loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
      <span className={styles.label}>{action.label}</span>
    </>
  );
  if (action.href !== undefined && !action.disabled && !action.loading) {
    return (
      <a {...shared} href={action.href} onClick={action.onClick}>
        {content}
      </a>
    );
  }
  return (
    <button
      {...shared}
      type={action.type ?? 'button'}
      disabled={action.disabled || action.loading}
      aria-busy={action.loading || undefined}
      data-loading={action.loading || undefined}
      onClick={action.onClick}
    >
      {content}
    </button>
  );
}

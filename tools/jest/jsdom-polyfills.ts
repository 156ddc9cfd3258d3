/**
 * Browser APIs jsdom lacks and Chakra UI v3 (Ark/Zag: menus, tooltips, drawers, dialogs, checkboxes) uses.
 * Loaded for every project by jest.preset.cjs.
 */
class ResizeObserverStub {
  observe(): void {
    /* jsdom has no layout: nothing ever resizes */
  }
  unobserve(): void {
    /* nothing observed */
  }
  disconnect(): void {
    /* nothing observed */
  }
}

class IntersectionObserverStub extends ResizeObserverStub {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds: readonly number[] = [0];
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

if (typeof window !== 'undefined') {
  if (!('ResizeObserver' in window)) Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  if (!('IntersectionObserver' in window))
    Object.defineProperty(window, 'IntersectionObserver', { writable: true, value: IntersectionObserverStub });
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string): MediaQueryList => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
  if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => undefined;
}

if (typeof window !== 'undefined' && typeof window.PointerEvent !== 'function') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    readonly isPrimary: boolean;
    readonly width: number;
    readonly height: number;
    readonly pressure: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
      this.isPrimary = init.isPrimary ?? true;
      this.width = init.width ?? 1;
      this.height = init.height ?? 1;
      this.pressure = init.pressure ?? 0;
    }
  }
  Object.defineProperty(window, 'PointerEvent', { writable: true, configurable: true, value: PointerEventPolyfill });
}

/**
 * jsdom has `HTMLDialogElement` and its `open` attribute but not `showModal()` / `close()` (the native modal
 * dialogs of @exchange/ui use them). The HTML spec's steps, minus what jsdom cannot show (top layer, inert
 * page, ::backdrop, toggle events): `showModal()` adds `open` and runs the dialog focusing steps (an
 * `autofocus` element, else the first focusable descendant, else the dialog); `close(result)` removes `open`,
 * sets `returnValue`, returns the focus to where it was before `showModal()` and queues a `close` event.
 * jsdom does not turn Escape into a `cancel` event: tests dispatch `cancel` themselves.
 */
if (
  typeof window !== 'undefined' &&
  typeof HTMLDialogElement !== 'undefined' &&
  typeof HTMLDialogElement.prototype.showModal !== 'function'
) {
  const FOCUSABLE =
    'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, iframe, [tabindex], [contenteditable="true"], [contenteditable=""]';
  const modal = new WeakSet<HTMLDialogElement>();
  const previouslyFocused = new WeakMap<HTMLDialogElement, Element | null>();
  const returnValues = new WeakMap<HTMLDialogElement, string>();
  const invalidState = (message: string) => new DOMException(message, 'InvalidStateError');

  Object.defineProperty(HTMLDialogElement.prototype, 'returnValue', {
    configurable: true,
    get(this: HTMLDialogElement) {
      return returnValues.get(this) ?? '';
    },
    set(this: HTMLDialogElement, value: string) {
      returnValues.set(this, String(value));
    },
  });

  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open && modal.has(this)) return;
    if (this.open) throw invalidState('The dialog is already open as a non-modal dialog.');
    if (!this.isConnected) throw invalidState('The dialog is not connected.');
    this.setAttribute('open', '');
    modal.add(this);
    previouslyFocused.set(this, this.ownerDocument.activeElement);
    const control =
      (this.hasAttribute('autofocus') ? this : null) ??
      this.querySelector<HTMLElement>('[autofocus]') ??
      this.querySelector<HTMLElement>(FOCUSABLE) ??
      this;
    control.focus();
  };

  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, result?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    const wasModal = modal.delete(this);
    if (result !== undefined) this.returnValue = result;
    const previous = previouslyFocused.get(this);
    previouslyFocused.delete(this);
    if (previous instanceof HTMLElement && (wasModal || this.contains(this.ownerDocument.activeElement))) previous.focus();
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
}

export {};

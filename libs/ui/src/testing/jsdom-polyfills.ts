/**
 * Browser APIs that Chakra UI v3 (Ark/Zag: menus, tooltips, drawers, popovers) uses and jsdom lacks.
 * Loaded by this library's jest.config.cjs; any library that renders Chakra overlays in Jest can add it too.
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

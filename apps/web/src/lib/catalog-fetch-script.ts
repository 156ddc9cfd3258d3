/**
 * The locale's catalog file, fetched once the text is painted (decision 1953), by a small inline (nonce'd) script in
 * <head>: `window.__catalogFetch(href)` starts (or returns) the one fetch of a catalog, and the script calls it for the
 * page's catalog when the browser reports the first contentful paint (after the next frame where paint timing is not
 * supported: the first frame alone can be a paint of the background only). The client's `useCatalog` calls the same
 * function, so whichever comes first fetches and the other reuses it (in a background tab, which paints nothing, the
 * client's call starts it). A `<link rel="preload">` fetched it beside the stylesheets, before the first paint: 25 KB
 * that Lighthouse's simulated slow 4G counted in the text's paint, though no text waits for it (the server-rendered
 * page needs no catalog; hydration does, and the scripts it also waits for load after the stylesheets).
 * ES5 on purpose, like the theme script: it runs before any polyfill.
 */
export const CATALOG_FETCH_GLOBAL = '__catalogFetch';

export type CatalogFetch = (href: string) => Promise<unknown>;

/** The inline script for a page whose catalog file is `href` (a same-origin path). */
export function catalogFetchScript(href: string): string {
  // JSON.stringify gives a JS string literal; `<` is escaped so no `</script>` can end the element early.
  const literal = JSON.stringify(href).replace(/</g, '\\u003c');
  return `(function () {
  var started = {};
  var get = (window.${CATALOG_FETCH_GLOBAL} = function (href) {
    if (!started[href]) {
      started[href] = fetch(href, { credentials: 'same-origin' }).then(function (response) {
        if (!response.ok) throw new Error('catalog ' + response.status);
        return response.json();
      });
    }
    return started[href];
  });
  var start = function () {
    try {
      get(${literal})['catch'](function () {});
    } catch (e) {
      /* the client asks again */
    }
  };
  var later = function () {
    if (typeof requestAnimationFrame === 'function') {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    } else {
      setTimeout(start, 0);
    }
  };
  try {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('paint') < 0) return later();
    var observer = new PerformanceObserver(function (list) {
      var entries = list.getEntries();
      for (var i = 0; i < entries.length; i++) {
        if (entries[i].name === 'first-contentful-paint') {
          observer.disconnect();
          return start();
        }
      }
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch (e) {
    later();
  }
})();`;
}

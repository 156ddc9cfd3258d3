/**
 * The colour-mode script, inlined (nonce'd) at the top of every page's <head> (decisions 0602, 1432, 1910):
 * applies the remembered or system colour mode before first paint, so no flash, and keeps it: whenever something
 * rewrites <html>'s class without the mode (React re-applying the server's className after a hydration error or on a
 * navigation, Next's error document), the mode is put back. Inline rather than `/theme-init.js` so the first paint
 * waits for no request (mobile LCP, issue 24). ES5 on purpose: it runs before any polyfill.
 */
export const THEME_INIT_SCRIPT = `(function () {
  try {
    var root = document.documentElement;
    var dark = window.matchMedia('(prefers-color-scheme: dark)');
    var mode = function () {
      var m = document.cookie.match(/(?:^|; )theme=(light|dark)(?:;|$)/);
      return m ? m[1] : dark.matches ? 'dark' : 'light';
    };
    var apply = function () {
      var t = mode();
      var other = t === 'dark' ? 'light' : 'dark';
      if (root.classList.contains(t) && !root.classList.contains(other) && root.style.colorScheme === t) return;
      root.classList.remove(other);
      root.classList.add(t);
      root.style.colorScheme = t;
    };
    apply();
    if (typeof MutationObserver === 'function') {
      new MutationObserver(apply).observe(root, { attributes: true, attributeFilter: ['class', 'style'] });
    }
    if (typeof dark.addEventListener === 'function') dark.addEventListener('change', apply);
  } catch (e) {
    /* keep the server's choice */
  }
})();`;

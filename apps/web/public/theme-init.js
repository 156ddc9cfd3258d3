// Runs before first paint (synchronous, nonce'd): applies the remembered or system colour mode, so no flash, and
// keeps it (decision 1432): whenever something rewrites <html>'s class without the mode (React re-applying the
// server's className after a hydration error or on a navigation, Next's error document), the mode is put back.
(function () {
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
})();

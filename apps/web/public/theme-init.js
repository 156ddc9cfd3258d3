// Runs before first paint (synchronous, nonce'd): applies the remembered or system colour mode, so no flash.
(function () {
  try {
    var m = document.cookie.match(/(?:^|; )theme=(light|dark)(?:;|$)/);
    var t = m ? m[1] : window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    var root = document.documentElement;
    root.classList.remove('light', 'dark');
    root.classList.add(t);
    root.style.colorScheme = t;
  } catch (e) {
    /* keep the server's choice */
  }
})();

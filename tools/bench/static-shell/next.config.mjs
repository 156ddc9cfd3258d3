// The static-shell check of decision 1960 (issue 26 item 8): the bench's baseline page with Next 16's partial
// prerendering (`cacheComponents`) and the app's kind of CSP (a per-request nonce with 'strict-dynamic', set by
// proxy.js). `node tools/bench/static-shell/check.mjs` builds it, serves it and loads it in Chromium.
export default { cacheComponents: true };

/** Runs once per server process before it answers (Next's instrumentation hook). */
export async function register(): Promise<void> {
  if (process.env['NEXT_RUNTIME'] !== 'nodejs') return;
  // Against a real exchange in production, no start without the shared CSRF secret (decision 1740). Exit rather than
  // throw: a throw here only fails Next's prepare, and the process would stay up answering 500 to everything.
  const { csrfSecretProblem } = await import('./server/csrf-secret');
  const problem = csrfSecretProblem();
  if (problem) {
    console.error(`[csrf] ${problem}`);
    process.exit(1);
  }
  // npm start's render cache sends a kept first-visit page with this visitor's own nonce and cookies (decision 1926).
  (await import('./server/visitor-issuer')).installVisitorIssuer();
  const { captureOutsideRequestContext } = await import('./server/outside-request');
  captureOutsideRequestContext();
  const http = await import('node:http');
  const { drainOnSignals, installNodeRequestHook } = await import('./server/node-request-hook');
  installNodeRequestHook(http.Server.prototype as unknown as Parameters<typeof installNodeRequestHook>[0]);
  drainOnSignals();
  // A quiet process returns the memory its last load grew (decisions 1880, 1927, 1941): `next start`, the standalone
  // server and serve.mjs's workers alike.
  const { requestActivity } = await import('./server/node-request-hook');
  (await import('./server/idle-collector')).collectWhenIdle(requestActivity);
  // The embedded sandbox answers the realtime socket on this server's own origin (issue 20, decision 1804).
  if (!process.env['EXCHANGE_API_ORIGIN']) (await import('./sandbox/realtime')).installSandboxRealtime(http.Server.prototype as never);
}

/** Runs once per server process before it answers (Next's instrumentation hook). */
export async function register(): Promise<void> {
  if (process.env['NEXT_RUNTIME'] !== 'nodejs') return;
  // Against a real exchange in production, no start without the shared CSRF secret (decision 1740): Next logs the
  // error and the server exits instead of signing tokens that the other instances would refuse.
  const { csrfSecretProblem } = await import('./server/csrf-secret');
  const problem = csrfSecretProblem();
  if (problem) throw new Error(problem);
  const http = await import('node:http');
  const { installNodeRequestHook } = await import('./server/node-request-hook');
  installNodeRequestHook(http.Server.prototype as unknown as Parameters<typeof installNodeRequestHook>[0]);
}

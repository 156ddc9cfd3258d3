/** Runs once per server process before it answers (Next's instrumentation hook). */
export async function register(): Promise<void> {
  if (process.env['NEXT_RUNTIME'] !== 'nodejs') return;
  const http = await import('node:http');
  const { installNodeRequestHook } = await import('./server/node-request-hook');
  installNodeRequestHook(http.Server.prototype as unknown as Parameters<typeof installNodeRequestHook>[0]);
}

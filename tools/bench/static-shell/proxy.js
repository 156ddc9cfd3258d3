// A per-request nonce and the app's script policy (apps/web/src/proxy.ts, server/csp.ts): 'self', the nonce and
// 'strict-dynamic', passed to the page in `x-nonce` (decision 1960's static-shell check).
import { NextResponse } from 'next/server';
export function proxy(request) {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  const nonce = btoa(String.fromCharCode(...bytes));
  const csp = `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; object-src 'none'; base-uri 'none'`;
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', csp);
  return response;
}

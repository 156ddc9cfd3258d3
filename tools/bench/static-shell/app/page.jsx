// The baseline's page with its one request read in a dynamic hole: the rest is the prerendered static shell.
import { headers } from 'next/headers';
import { Suspense } from 'react';
async function Agent() {
  const agent = (await headers()).get('user-agent') ?? '';
  return <p>{agent.length}</p>;
}
export default function Page() {
  return (
    <main>
      <h1>Baseline, static shell</h1>
      <Suspense fallback={<p>…</p>}>
        <Agent />
      </Suspense>
    </main>
  );
}

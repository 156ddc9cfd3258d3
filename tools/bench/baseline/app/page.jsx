import { headers } from 'next/headers';

// Dynamic like every page of the app: rendered per request, reading the request.
export default async function Page() {
  const agent = (await headers()).get('user-agent') ?? '';
  return (
    <main>
      <h1>Baseline</h1>
      <p>{agent.length}</p>
    </main>
  );
}

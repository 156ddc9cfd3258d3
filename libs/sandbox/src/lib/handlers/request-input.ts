/** The fields a request carries: query (GET) or body (POST: JSON or form), plus path parameters. Junk gives {}. */
export const readRequestInput = async (request: Request, params: Readonly<Record<string, unknown>>): Promise<Record<string, unknown>> => {
  const fields: Record<string, unknown> = {};
  if (request.method === 'GET' || request.method === 'HEAD') {
    for (const [name, value] of new URL(request.url).searchParams) fields[name] = value;
  } else {
    const text = await request.clone().text();
    const type = request.headers.get('content-type') ?? '';
    if (type.includes('application/x-www-form-urlencoded')) {
      for (const [name, value] of new URLSearchParams(text)) fields[name] = value;
    } else if (text.trim() !== '') {
      try {
        const parsed: unknown = JSON.parse(text);
        if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) Object.assign(fields, parsed);
      } catch {
        // Not JSON: no fields.
      }
    }
  }
  for (const [name, value] of Object.entries(params)) if (typeof value === 'string') fields[name] = value;
  return fields;
};

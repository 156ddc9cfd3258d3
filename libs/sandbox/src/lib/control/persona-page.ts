import { PERSONAS, PERSONA_NAMES } from '../personas';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** The persona index: every persona with its description and a link that selects it (keeping `next`). */
export const personaPage = (title: string, next: string): string => {
  const query = next === '/' ? '' : `?next=${encodeURIComponent(next)}`;
  const rows = PERSONA_NAMES.map(
    (name) =>
      `<li><a href="/_sandbox/persona/${encodeURIComponent(name)}${escapeHtml(query)}">${escapeHtml(name)}</a> — ${escapeHtml(PERSONAS[name].description)}</li>`,
  ).join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>Choose a sandbox persona:</p>
<ul>
${rows}
</ul>
</body>
</html>`;
};

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const APP = join(__dirname, '..', 'app', '[site]');

/**
 * The page a compliance redirect sends a visitor to: gating it would send a restricted visitor in a loop.
 * Every other page must be `export default gatedPage(...)`.
 */
const UNGATED: Record<string, string> = {
  '[lang]/(chakra)/state_compliance_tips/page.tsx': 'the redirect target of the compliance gate itself (spec 01 §2)',
};

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return pages(path);
    return name === 'page.tsx' || name === 'page.ts' || name === 'page.jsx' || name === 'page.js' ? [path] : [];
  });
}

describe('every page under app/[site] is a gated page (issue 9 item 4)', () => {
  const found = pages(APP).map((path) => [relative(APP, path).split('\\').join('/'), path] as const);

  it('finds the pages (the scan itself works)', () => {
    expect(found.map(([name]) => name)).toEqual(expect.arrayContaining(['[lang]/page.tsx', '[lang]/(chakra)/login/page.tsx']));
  });

  it.each(found)('%s', (name, path) => {
    if (UNGATED[name]) return;
    const source = readFileSync(path, 'utf8');
    expect(source).toMatch(/import \{[^}]*\bgatedPage\b[^}]*\} from '@\/server\/gated-page'/);
    expect(source).toMatch(/export default gatedPage\s*(<[^(]*>)?\(/);
  });

  it('the exemption list names only pages that exist', () => {
    for (const name of Object.keys(UNGATED)) expect(found.map(([n]) => n)).toContain(name);
  });
});

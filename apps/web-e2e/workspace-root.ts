import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The workspace root (the folder with nx.json), found upwards from the current directory. The Playwright configs
 * use it instead of `__dirname`: Nx's Playwright plugin loads them as ES modules (no `__dirname`), Playwright as
 * CommonJS (no `import.meta`), and both run with the workspace root or the project folder as the current directory.
 */
export function findWorkspaceRoot(from = process.cwd()): string {
  let dir = from;
  while (!existsSync(join(dir, 'nx.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error(`No nx.json above ${from}`);
    dir = up;
  }
  return dir;
}

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Issue 9 item 4: every module of src/server starts with `import 'server-only'`, except the few that proxy.ts or the
// instrumentation hook load (they run outside React's server layer); those say so in their first line.
const modules = readdirSync(__dirname).filter((name) => /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name));

describe('src/server modules are server-only', () => {
  it('finds the modules (the scan itself works)', () => {
    expect(modules).toEqual(expect.arrayContaining(['shell-data.ts', 'proxy-rules.ts']));
  });

  it.each(modules)('%s', (name) => {
    const first = readFileSync(join(__dirname, name), 'utf8').split('\n')[0];
    expect(first).toMatch(/^import 'server-only';$|^\/\/ No `import 'server-only'`: (imported by|loaded by) /);
  });
});

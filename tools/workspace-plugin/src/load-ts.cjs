// Loads the plugin's own TypeScript when the Nx CLI runs a generator (decision 0700).
// Nx compiles a local plugin's `.ts` through @swc-node/register or ts-node; neither is installed
// here and Node 20 cannot strip types, so this hook compiles files under this folder with
// @swc/core (already the Jest transform). Jest never goes through this file: it imports the
// TypeScript directly.
const { transformSync } = require('@swc/core');
const fs = require('node:fs');
const path = require('node:path');

const pluginSource = __dirname + path.sep;
const marker = Symbol.for('@exchange/workspace-plugin/load-ts');

function compile(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
}

function register() {
  const previous = require.extensions['.ts'];
  if (previous && previous[marker]) return;
  const hook = (module, filename) => {
    if (filename.startsWith(pluginSource)) return compile(module, filename);
    if (previous) return previous(module, filename);
    throw new Error(`@exchange/workspace-plugin compiles only its own TypeScript, not ${filename}`);
  };
  hook[marker] = true;
  require.extensions['.ts'] = hook;
}

/** Require one of this plugin's TypeScript modules by absolute path. */
function requireTs(file) {
  register();
  return require(file);
}

module.exports = { requireTs };

// Entry point Nx loads for `nx g @exchange/workspace-plugin:domain-lib` (see load-ts.cjs).
const path = require('node:path');
const { requireTs } = require('../../load-ts.cjs');

const { domainLibGenerator } = requireTs(path.join(__dirname, 'generator.ts'));

module.exports = { domainLibGenerator };

// webpack loader for the browser build (decision 0004): removes `defaultMessage` and `description` from the
// message descriptors of `messages.ts` files. The browser never needs them: every catalog the server sends
// has every id (English is merged under each locale), and the extractor reads them from the sources, not
// from the bundle. formatjs recommends the same (`removeDefaultMessage` of its Babel and TS plugins).
const ts = require('typescript');

const DROP = new Set(['defaultMessage', 'description']);

/** The source without the dropped properties of object literals that have an `id` (message descriptors). */
function stripDefaultMessages(source, fileName = 'messages.ts') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const cuts = [];
  const nameOf = (p) => (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : null);
  const visit = (node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const props = node.properties;
      if (props.some((p) => ts.isPropertyAssignment(p) && nameOf(p) === 'id')) {
        props.forEach((p, i) => {
          if (!ts.isPropertyAssignment(p) || !DROP.has(nameOf(p))) return;
          // From the property's start to the next property's start (or, for the last one, to its end and a trailing comma).
          const start = p.getStart(file);
          const next = props[i + 1];
          let end = next ? next.getStart(file) : p.getEnd();
          if (!next && source[end] === ',') end += 1;
          cuts.push([start, end]);
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + out.slice(end);
  return out;
}

module.exports = function stripDefaultMessagesLoader(source) {
  return stripDefaultMessages(source, this.resourcePath);
};
module.exports.stripDefaultMessages = stripDefaultMessages;

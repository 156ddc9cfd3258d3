import { createRequire } from 'node:module';

const { stripDefaultMessages } = createRequire(__filename)('./strip-default-messages.cjs') as {
  stripDefaultMessages: (source: string) => string;
};

describe('stripDefaultMessages (browser build loader for messages.ts)', () => {
  it.each([
    [
      'inline descriptor',
      `const m = defineMessages({ a: { id: 'x.a', defaultMessage: 'Hello, {name}' } });`,
      `const m = defineMessages({ a: { id: 'x.a',  } });`,
    ],
    [
      'description too, any order',
      `const m = { a: { description: 'why', defaultMessage: "It's", id: 'x.a' } };`,
      `const m = { a: { id: 'x.a' } };`,
    ],
    [
      'multi-line with trailing comma',
      `export const m = defineMessages({\n  a: {\n    id: 'x.a',\n    defaultMessage: 'One, two',\n  },\n});\n`,
      `export const m = defineMessages({\n  a: {\n    id: 'x.a',\n    \n  },\n});\n`,
    ],
    [
      'template literal',
      'const m = { a: { id: `x.a`, defaultMessage: `{count, plural, one {# item} other {# items}}` } };',
      'const m = { a: { id: `x.a`,  } };',
    ],
  ])('%s', (_name, source, expected) => {
    expect(stripDefaultMessages(source)).toBe(expected);
  });

  it('leaves objects without an id alone (only message descriptors lose their texts)', () => {
    const source = `const config = { defaultMessage: 'kept', description: 'kept' };`;
    expect(stripDefaultMessages(source)).toBe(source);
  });

  it('keeps the ids and the rest of the module intact on a real catalog source', () => {
    const source = `import { defineMessages } from '@formatjs/intl';\nexport const shell = defineMessages({\n  nav: { id: 'web.nav', defaultMessage: 'Markets' },\n  skip: { id: 'web.skip', defaultMessage: 'Skip to content', description: 'skip link' },\n});\nexport const other = 1;\n`;
    const out = stripDefaultMessages(source);
    expect(out).toContain(`nav: { id: 'web.nav',  }`);
    expect(out).toContain(`skip: { id: 'web.skip',  }`);
    expect(out).not.toMatch(/Markets|Skip to content|skip link/);
    expect(out).toContain('export const other = 1;');
  });
});

#!/usr/bin/env node
// API report per library (issue 9 item 3): every export of every entry point with its kind and declared type, checked
// in as libs/<name>/api-report.md so that a change of a library's surface shows up in review.
//
//   node tools/scripts/api-report.mjs --write [project…]   regenerate (all libraries when none is named)
//   node tools/scripts/api-report.mjs --check [project…]   exit 1 naming every stale report (run by `nx lint <lib>`)
//   node tools/scripts/api-report.mjs --print <dir>        print the report of the library in <dir> (tests)
//   --libs <dir>                                           look for libraries in <dir> instead of libs/ (tests)
//
// An equivalent of API Extractor written on the TypeScript compiler API: API Extractor is not installed and does
// not follow tsconfig path aliases into sibling libraries' sources (decision 0703).
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const posix = (p) => p.split('\\').join('/');
const byText = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

const FLAGS =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType |
  ts.TypeFormatFlags.WriteArrowStyleSignature;
const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

/** The entry points of the library in `dir`: package.json `exports` that are TypeScript files, plus src/server.ts. */
export function libraryEntries(dir) {
  const pkgPath = join(dir, 'package.json');
  if (!existsSync(pkgPath)) throw new Error(`${posix(relative(root, pkgPath))} is missing: a library declares its entries in "exports".`);
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'));
  const exportsField = typeof pkg.exports === 'string' ? { '.': pkg.exports } : (pkg.exports ?? { '.': './src/index.ts' });
  const entries = new Map();
  for (const [subpath, target] of Object.entries(exportsField)) {
    const file = typeof target === 'string' ? target : (target?.types ?? target?.import ?? target?.default);
    if (typeof file !== 'string' || !/\.tsx?$/.test(file)) continue;
    entries.set(subpath, posix(join('.', file)));
  }
  if (!entries.has('./server') && existsSync(join(dir, 'src/server.ts'))) entries.set('./server', 'src/server.ts');
  const name = typeof pkg.name === 'string' ? pkg.name : `@exchange/${dir.split(/[\\/]/).pop()}`;
  return [...entries]
    .map(([subpath, file]) => ({ importPath: subpath === '.' ? name : `${name}/${subpath.replace(/^\.\//, '')}`, file }))
    .sort((a, b) => byText(a.importPath, b.importPath));
}

function compilerOptions() {
  const configPath = join(root, 'tsconfig.base.json');
  const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configPath);
  return { ...parsed.options, noEmit: true, types: ['node'] };
}

/** Import qualifiers the checker adds for types not in scope hold absolute paths: drop them (the name stays). */
const clean = (text) =>
  text
    .replace(/import\("([^"]*)"\)\./g, '')
    .replace(
      /import\("([^"]*)"\)/g,
      (_m, p) => `import('${p.includes('/node_modules/') ? p.split('/node_modules/').pop() : posix(relative(root, p))}')`,
    )
    .replace(/\s+$/gm, '');

function nodeText(node, sourceFile) {
  const text = printer.printNode(ts.EmitHint.Unspecified, node, sourceFile);
  return clean(text.replace(/^((?: {4})+)/gm, (indent) => ' '.repeat(indent.length / 2)));
}

function typeText(checker, node, type) {
  return clean(checker.typeToString(type, node, FLAGS));
}

function declaredTypeText(checker, decl) {
  if (decl.type) return nodeText(decl.type, decl.getSourceFile());
  return typeText(checker, decl, checker.getTypeAtLocation(decl.name ?? decl));
}

function signatureText(checker, sig, decl) {
  const typeParams = sig.typeParameters?.length
    ? `<${sig.typeParameters.map((t) => typeText(checker, decl, t) + (t.getConstraint() ? ` extends ${typeText(checker, decl, t.getConstraint())}` : '')).join(', ')}>`
    : '';
  const params = sig.parameters.map((p) => {
    const pd = p.valueDeclaration;
    const name = pd && ts.isParameter(pd) ? (ts.isIdentifier(pd.name) ? pd.name.text : 'props') : p.name;
    const rest = pd && ts.isParameter(pd) && pd.dotDotDotToken ? '...' : '';
    const optional = pd && ts.isParameter(pd) && (pd.questionToken || pd.initializer) ? '?' : '';
    const type =
      pd && ts.isParameter(pd) && pd.type ? nodeText(pd.type, pd.getSourceFile()) : typeText(checker, decl, checker.getTypeOfSymbol(p));
    return `${rest}${name}${optional}: ${type}`;
  });
  const sd = sig.getDeclaration?.();
  const ret = sd && sd.type ? nodeText(sd.type, sd.getSourceFile()) : typeText(checker, decl, sig.getReturnType());
  return `${typeParams}(${params.join(', ')}): ${ret}`;
}

/** The members of a props type, written out when the type itself is not exported from the same entry. */
function propsText(checker, decl, type, exported) {
  const named = type.aliasSymbol ?? type.getSymbol();
  const name = typeText(checker, decl, type);
  if (named && exported.has(named.name) && !/^__/.test(named.name)) return name;
  const props = checker.getPropertiesOfType(type).map((p) => {
    const pd = p.valueDeclaration ?? p.declarations?.[0];
    const optional = p.flags & ts.SymbolFlags.Optional ? '?' : '';
    const t =
      pd && (ts.isPropertySignature(pd) || ts.isPropertyDeclaration(pd)) && pd.type
        ? nodeText(pd.type, pd.getSourceFile())
        : typeText(checker, decl, checker.getTypeOfSymbol(p));
    return `${p.name}${optional}: ${t}`;
  });
  if (props.length === 0) return name;
  const body = `{ ${props.sort(byText).join('; ')} }`;
  return /^[{]/.test(name) || name === body ? body : `${name} = ${body}`;
}

const isComponentName = (name) => /^[A-Z]/.test(name);
const isHookName = (name) => /^use[A-Z0-9]/.test(name);
const RENDERS = /\b(JSX\.Element|ReactNode|ReactElement|Element|ReactPortal)\b/;

function classText(checker, decl) {
  const sf = decl.getSourceFile();
  const heritage = (decl.heritageClauses ?? []).map((h) => nodeText(h, sf).trim()).join(' ');
  const tp = decl.typeParameters?.length ? `<${decl.typeParameters.map((t) => nodeText(t, sf)).join(', ')}>` : '';
  const members = [];
  for (const m of decl.members) {
    const mods = ts.getCombinedModifierFlags(m);
    if (mods & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) continue;
    if (m.name && ts.isPrivateIdentifier(m.name)) continue;
    const prefix = [mods & ts.ModifierFlags.Static ? 'static ' : '', mods & ts.ModifierFlags.Readonly ? 'readonly ' : ''].join('');
    if (ts.isConstructorDeclaration(m)) {
      const sig = checker.getSignatureFromDeclaration(m);
      members.push(`constructor${signatureText(checker, sig, m).replace(/: [^:]*$/, '')};`);
    } else if (ts.isMethodDeclaration(m)) {
      members.push(`${prefix}${m.name.getText(sf)}${signatureText(checker, checker.getSignatureFromDeclaration(m), m)};`);
    } else if (ts.isPropertyDeclaration(m)) {
      members.push(`${prefix}${m.name.getText(sf)}${m.questionToken ? '?' : ''}: ${declaredTypeText(checker, m)};`);
    } else if (ts.isGetAccessor(m)) {
      members.push(`${prefix}get ${m.name.getText(sf)}(): ${declaredTypeText(checker, m)};`);
    }
  }
  return `declare class ${decl.name?.text ?? 'default'}${tp}${heritage ? ` ${heritage}` : ''} {\n${members.map((m) => `  ${m}\n`).join('')}}`;
}

/** One exported name: [{ kind, text, props? }] (a name may be both a value and a type). */
function describeExport(checker, exportSymbol, exported) {
  const name = exportSymbol.name;
  const symbol = exportSymbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exportSymbol) : exportSymbol;
  const out = [];
  const seen = new Set();
  for (const decl of symbol.declarations ?? []) {
    const sf = decl.getSourceFile();
    if (ts.isFunctionDeclaration(decl) || (ts.isVariableDeclaration(decl) && !seen.has('value'))) {
      if (seen.has('value')) continue;
      seen.add('value');
      const type = checker.getTypeOfSymbolAtLocation(symbol, decl);
      const sigs = type.getCallSignatures();
      const isConst = ts.isVariableDeclaration(decl) && (ts.getCombinedNodeFlags(decl) & ts.NodeFlags.Const) !== 0;
      if (sigs.length > 0 && (ts.isFunctionDeclaration(decl) || !decl.type)) {
        const rendered = sigs.some((s) => RENDERS.test(typeText(checker, decl, s.getReturnType())));
        const inTsx = decl.getSourceFile().fileName.endsWith('.tsx');
        const kind = isHookName(name) ? 'hook' : isComponentName(name) && (rendered || inTsx) ? 'component' : 'function';
        const entry = { kind, text: sigs.map((s) => `declare function ${name}${signatureText(checker, s, decl)};`).join('\n') };
        if (kind === 'component') {
          const first = sigs[0]?.parameters[0];
          entry.props = first ? propsText(checker, decl, checker.getTypeOfSymbol(first), exported) : '(none)';
        }
        out.push(entry);
      } else {
        const kind = isConst ? 'const' : 'variable';
        out.push({ kind, text: `declare ${isConst ? 'const' : 'let'} ${name}: ${declaredTypeText(checker, decl)};` });
      }
    } else if (ts.isInterfaceDeclaration(decl)) {
      out.push({
        kind: 'interface',
        text: nodeText(
          ts.factory.updateInterfaceDeclaration(decl, undefined, decl.name, decl.typeParameters, decl.heritageClauses, decl.members),
          sf,
        ),
      });
    } else if (ts.isTypeAliasDeclaration(decl)) {
      out.push({
        kind: 'type',
        text: nodeText(ts.factory.updateTypeAliasDeclaration(decl, undefined, decl.name, decl.typeParameters, decl.type), sf),
      });
    } else if (ts.isEnumDeclaration(decl)) {
      out.push({ kind: 'enum', text: nodeText(ts.factory.updateEnumDeclaration(decl, undefined, decl.name, decl.members), sf) });
    } else if (ts.isClassDeclaration(decl)) {
      out.push({ kind: 'class', text: classText(checker, decl) });
    } else if (ts.isModuleDeclaration(decl) || ts.isSourceFile(decl)) {
      const names = checker
        .getExportsOfModule(symbol)
        .map((s) => s.name)
        .sort(byText);
      out.push({ kind: 'namespace', text: `declare namespace ${name} {\n  export { ${names.join(', ')} };\n}` });
    }
  }
  if (out.length === 0)
    out.push({ kind: 'unresolved', text: `// ${name} does not resolve: the module it is re-exported from has no such export.` });
  // Re-exported under another name: say so (the declarations above carry the original name).
  if (symbol.name !== name && symbol.name !== 'default' && symbol.name !== 'unknown')
    for (const e of out) e.text = `// exported as ${name}\n${e.text}`;
  return out;
}

/** The exports of one entry file: [{ name, kind, text, props? }], sorted by name then kind. */
export function describeEntry(program, file) {
  const checker = program.getTypeChecker();
  const sf = program.getSourceFile(file);
  if (!sf) throw new Error(`${posix(relative(root, file))} is not in the program (missing file?)`);
  const moduleSymbol = checker.getSymbolAtLocation(sf);
  if (!moduleSymbol) return [];
  const exportsList = checker.getExportsOfModule(moduleSymbol);
  const exported = new Set(exportsList.map((s) => s.name));
  return exportsList
    .flatMap((s) => describeExport(checker, s, exported).map((d) => ({ name: s.name, ...d })))
    .sort((a, b) => byText(a.name, b.name) || byText(a.kind, b.kind));
}

/** Declarations through Prettier (the repository's settings), so long types break over lines and diffs stay small. */
let prettierOptions;
async function formatTs(text) {
  try {
    prettierOptions ??= (await prettier.resolveConfig(join(root, 'api-report.ts'))) ?? {};
    const options = prettierOptions;
    return (await prettier.format(text, { ...options, parser: 'typescript' })).trimEnd();
  } catch {
    return text;
  }
}

const fence = (text) => ['```ts', text, '```'].join('\n');

/** The markdown of one library from its described entries. */
export function renderReport(libName, entries) {
  const lines = [
    `# API report: ${libName}`,
    '',
    '<!-- Generated by tools/scripts/api-report.mjs: do not edit. After changing an entry point run `npm run api-report` and commit this file. -->',
    '',
    `Every export of every entry point of ${libName}, with its kind and declared type. Lint fails when a surface changes`,
    'without this file, so each change of the surface shows up in review.',
  ];
  for (const entry of entries) {
    lines.push(
      '',
      `## \`${entry.importPath}\` (\`${entry.file}\`): ${entry.symbols.length} export${entry.symbols.length === 1 ? '' : 's'}`,
    );
    if (entry.symbols.length === 0) lines.push('', 'No exports.');
    for (const s of entry.symbols) {
      lines.push('', `### \`${s.name}\` (${s.kind})`, '');
      if (s.props !== undefined) lines.push(`Props: \`${s.props.replace(/\s*\n\s*/g, ' ')}\``, '');
      lines.push(fence(s.text));
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Reports for the libraries in `dirs` (absolute): { dir: markdown }. Each library gets a program of its own: the
 * checker prints a union's members in the order it created their types, which depends on what else the program
 * checked, so one program for several libraries would write another report than `--check <lib>` reads.
 */
export async function buildReports(dirs) {
  const libs = dirs.map((dir) => ({ dir, entries: libraryEntries(dir) }));
  const reports = new Map();
  // Each library still gets its own program (and so its own checker), but the compiler host keeps every parsed file:
  // checking every library in one process parses the shared sources (and React's, Chakra's… declarations) once
  // (decision 1770).
  const options = compilerOptions();
  const host = ts.createCompilerHost(options);
  const parsed = new Map();
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    const key = `${fileName}\0${typeof languageVersion === 'object' ? JSON.stringify(languageVersion) : languageVersion}`;
    if (!parsed.has(key)) parsed.set(key, getSourceFile(fileName, languageVersion, ...rest));
    return parsed.get(key);
  };
  for (const lib of libs) {
    const rootNames = lib.entries.map((e) => join(lib.dir, e.file));
    for (const f of rootNames)
      if (!existsSync(f)) throw new Error(`Entry ${posix(relative(root, f))} is declared in package.json but missing.`);
    const program = ts.createProgram({ rootNames, options, host });
    const pkgName = JSON.parse(readFileSync(join(lib.dir, 'package.json'), 'utf8')).name ?? lib.dir;
    const entries = [];
    for (const e of lib.entries) {
      const symbols = describeEntry(program, join(lib.dir, e.file));
      for (const s of symbols) s.text = await formatTs(s.text);
      entries.push({ ...e, symbols });
    }
    reports.set(lib.dir, renderReport(pkgName, entries));
  }
  return reports;
}

export function allLibraries(libsDir = join(root, 'libs')) {
  return readdirSync(libsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(libsDir, d.name, 'package.json')))
    .map((d) => d.name)
    .sort(byText);
}

async function main(argv) {
  const mode = argv.includes('--write') ? 'write' : argv.includes('--check') ? 'check' : argv.includes('--print') ? 'print' : null;
  const libsAt = argv.indexOf('--libs');
  const libsDir = libsAt >= 0 ? resolve(argv[libsAt + 1] ?? '') : join(root, 'libs');
  const names = argv.filter((a, i) => !a.startsWith('--') && !(libsAt >= 0 && i === libsAt + 1));
  if (mode === null) {
    console.error('Usage: api-report.mjs --write [project…] | --check [project…] | --print <library dir>');
    return 2;
  }
  if (mode === 'print') {
    if (names.length !== 1) {
      console.error('--print takes one library folder.');
      return 2;
    }
    process.stdout.write((await buildReports([resolve(names[0])])).values().next().value);
    return 0;
  }
  const known = allLibraries(libsDir);
  const unknown = names.filter((n) => !known.includes(n));
  if (unknown.length > 0) {
    console.error(`Not a library in ${posix(relative(root, libsDir)) || '.'}: ${unknown.join(', ')} (libraries: ${known.join(', ')}).`);
    return 2;
  }
  const chosen = names.length > 0 ? names : known;
  const reports = await buildReports(chosen.map((n) => join(libsDir, n)));
  const stale = [];
  const missing = new Map();
  for (const name of chosen) {
    const file = join(libsDir, name, 'api-report.md');
    const next = reports.get(join(libsDir, name));
    const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
    if (current === next) continue;
    if (mode === 'check') missing.set(name, current === null);
    if (mode === 'write') {
      writeFileSync(file, next);
      console.log(`wrote ${posix(relative(root, file))}`);
    } else stale.push(name);
  }
  if (mode === 'check') {
    if (stale.length > 0) {
      const files = stale.map((n) => `libs/${n}/api-report.md${missing.get(n) ? ' (missing)' : ''}`);
      console.error(
        `API report out of date for ${stale.join(', ')}: the exports of ${stale.length === 1 ? 'this library' : 'these libraries'} no longer match ${files.join(', ')}.\n` +
          `Run \`npm run api-report -- ${stale.join(' ')}\`, review the diff and commit it.`,
      );
      return 1;
    }
    console.log(`API reports up to date: ${chosen.join(', ')}.`);
  }
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (err) {
    console.error(`api-report: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  }
}

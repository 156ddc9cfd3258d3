// Which e2e spec files exercise which projects, and which files an affected run must execute (decision 1750).
//
// Every Playwright spec in apps/web-e2e/src starts with a line `// e2e-projects: chart, account` naming the
// projects it exercises besides the app and the shared libraries (`web` alone: only those). A change to the app,
// the e2e project or a shared library (scope:shared: ui, api, site-config, i18n, monitoring, analytics, sandbox…)
// can break any page, so it selects every file; a change to a domain library or a micro-app selects the files
// that name it. Files outside every project select every file; documentation (Markdown, docs/) selects none.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const E2E_ROOT = 'apps/web-e2e';
export const E2E_SPEC_DIR = 'apps/web-e2e/src';
const HEADER = /^\/\/ e2e-projects: (.+)$/;

/** The spec files (relative to the e2e project root, as the Playwright plugin names its targets) and what they name. */
export function readE2eProjects(root) {
  const dir = join(root, E2E_SPEC_DIR);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.spec.ts'))
    .sort()
    .map((f) => {
      const first = readFileSync(join(dir, f), 'utf8').split('\n', 1)[0] ?? '';
      const m = HEADER.exec(first.trim());
      return {
        file: `src/${f}`,
        projects: m
          ? m[1]
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : null,
      };
    });
}

/** Project name, root and tags of every project that has a project.json (all of ours do). */
export function readProjects(root) {
  const projects = [];
  for (const parent of ['apps', 'libs', 'tools']) {
    let entries = [];
    try {
      entries = readdirSync(join(root, parent), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      if (!e.isDirectory()) continue;
      try {
        const p = JSON.parse(readFileSync(join(root, parent, e.name, 'project.json'), 'utf8'));
        projects.push({ name: p.name, root: `${parent}/${e.name}`, tags: p.tags ?? [] });
      } catch {
        // not a project
      }
    }
  }
  return projects;
}

/** Changing one of these projects can break any page: every e2e file runs. */
export const selectsEverything = (project) =>
  project.tags.includes('scope:shared') || project.tags.includes('scope:web') || project.tags.includes('type:app');

const isDocumentation = (file) => file.startsWith('docs/') || file.endsWith('.md');

/**
 * The projects that the changed files belong to, and whether a file outside every project (a root config, the lock
 * file, a script) was changed, which selects everything.
 */
export function touchedProjects(changedFiles, projects) {
  const byRoot = [...projects].sort((a, b) => b.root.length - a.root.length);
  const touched = new Set();
  let outside = false;
  for (const raw of changedFiles) {
    const file = raw.split(sep).join('/');
    if (isDocumentation(file)) continue;
    const owner = byRoot.find((p) => file === p.root || file.startsWith(`${p.root}/`));
    if (owner) touched.add(owner.name);
    else outside = true;
  }
  return { touched: [...touched].sort(), outside };
}

/** The e2e files an affected run executes, with the reason. */
export function selectE2eFiles({ changedFiles, projects, specs }) {
  const { touched, outside } = touchedProjects(changedFiles, projects);
  const byName = new Map(projects.map((p) => [p.name, p]));
  const wide = touched.filter((n) => byName.get(n) && selectsEverything(byName.get(n)));
  if (outside || wide.length > 0) {
    const reason = outside ? 'a file outside every project changed' : `${wide.join(', ')} changed`;
    return { files: specs.map((s) => s.file), reason, touched };
  }
  const set = new Set(touched);
  const files = specs.filter((s) => (s.projects ?? []).some((p) => set.has(p))).map((s) => s.file);
  return { files, reason: touched.length ? `files naming ${touched.join(', ')}` : 'no project changed', touched };
}

/** Problems with the headers: a file without one, a name that is no project, a shared project named needlessly. */
export function checkE2eProjects({ projects, specs }) {
  const byName = new Map(projects.map((p) => [p.name, p]));
  const problems = [];
  for (const s of specs) {
    if (!s.projects || s.projects.length === 0) {
      problems.push(`${s.file}: no "// e2e-projects: …" first line`);
      continue;
    }
    for (const name of s.projects) {
      const p = byName.get(name);
      if (!p) problems.push(`${s.file}: "${name}" is not a project`);
      else if (name !== 'web' && selectsEverything(p))
        problems.push(`${s.file}: "${name}" is shared (every file runs when it changes); name only domain projects`);
      else if (name === 'web' && s.projects.length > 1) problems.push(`${s.file}: "web" stands alone`);
    }
  }
  return problems;
}

export const relativeToRoot = (root, path) => relative(root, path).split(sep).join('/');

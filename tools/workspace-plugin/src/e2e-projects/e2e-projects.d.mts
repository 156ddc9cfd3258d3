// Types of e2e-projects.mjs (a plain ES module, so that tools/scripts/test-affected.mjs runs it without a build).
export interface ProjectInfo {
  name: string;
  root: string;
  tags: string[];
}
export interface E2eSpec {
  /** Relative to apps/web-e2e, as the Playwright plugin names its targets (`e2e-ci--src/x.spec.ts`). */
  file: string;
  /** The header's names; null without a header. */
  projects: string[] | null;
}
export declare const E2E_ROOT: string;
export declare const E2E_SPEC_DIR: string;
export declare function readE2eProjects(root: string): E2eSpec[];
export declare function readProjects(root: string): ProjectInfo[];
export declare function selectsEverything(project: ProjectInfo): boolean;
export declare function touchedProjects(changedFiles: string[], projects: ProjectInfo[]): { touched: string[]; outside: boolean };
export declare function selectE2eFiles(input: { changedFiles: string[]; projects: ProjectInfo[]; specs: E2eSpec[] }): {
  files: string[];
  reason: string;
  touched: string[];
};
export declare function checkE2eProjects(input: { projects: ProjectInfo[]; specs: E2eSpec[] }): string[];
export declare function relativeToRoot(root: string, path: string): string;

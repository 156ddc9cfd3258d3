import type { Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { baseLibrary, deleteBaseLeftovers } from './base-library';
import type { NormalizedDomainLibOptions } from './normalize-options';

// A stand-in for @nx/js's library generator that writes what a later Nx version might: the project, a root nx.json
// change the house undoes, and (when asked) a root file nobody expects.
const mockWrites: { unexpectedRootFile: boolean } = { unexpectedRootFile: false };
jest.mock('@nx/js', () => ({
  libraryGenerator: async (tree: Tree, schema: { directory: string }) => {
    tree.write(`${schema.directory}/project.json`, '{}');
    tree.write(`${schema.directory}/tsconfig.lib.json`, '{}');
    tree.write(`${schema.directory}/src/lib/sample.ts`, 'export {};\n');
    tree.write('nx.json', '{ "generators": {} }');
    if (mockWrites.unexpectedRootFile) tree.write('.babelrc', '{}');
    return () => undefined;
  },
}));

const util: NormalizedDomainLibOptions = {
  name: 'number-format',
  description: 'Number formatting helpers.',
  type: 'util',
  scope: 'shared',
  projectRoot: 'libs/number-format',
  importPath: '@exchange/number-format',
  react: false,
  layer: false,
  className: 'NumberFormat',
};

describe('baseLibrary', () => {
  let tree: Tree;
  beforeEach(() => {
    tree = createTreeWithEmptyWorkspace();
    mockWrites.unexpectedRootFile = false;
  });

  it('puts back the root files the base rewrote', async () => {
    const nxJson = tree.read('nx.json', 'utf-8');
    await baseLibrary(tree, util);
    expect(tree.read('nx.json', 'utf-8')).toBe(nxJson);
    expect(tree.exists('libs/number-format/project.json')).toBe(true);
  });

  it('fails, naming the file, when the base changes a root file it does not know', async () => {
    mockWrites.unexpectedRootFile = true;
    await expect(baseLibrary(tree, util)).rejects.toThrow('The @nx/js library generator changed .babelrc, outside libs/number-format.');
  });
});

describe('deleteBaseLeftovers', () => {
  it('deletes every file under the project root that the house templates do not write', () => {
    const tree = createTreeWithEmptyWorkspace();
    for (const file of ['project.json', 'tsconfig.lib.json', 'src/index.ts', 'src/lib/sample.ts']) tree.write(`libs/x/${file}`, '');
    deleteBaseLeftovers(tree, 'libs/x', new Set(['libs/x/project.json', 'libs/x/src/index.ts']));
    expect(['project.json', 'tsconfig.lib.json', 'src/index.ts', 'src/lib/sample.ts'].filter((f) => tree.exists(`libs/x/${f}`))).toEqual([
      'project.json',
      'src/index.ts',
    ]);
  });
});

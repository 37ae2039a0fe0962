// Build dist/ with esbuild: dist/ongrid-skills.cjs, the whole program;
// dist/ongrid-skills-run.cjs, the program with `run` alone (src/cli-run.ts),
// which bin/ongrid-skills.js starts when argv begins with `run`, with what a
// run rarely needs in dist/run-cold.cjs (scripts/build-run.mjs) (likewise
// dist/ongrid-skills-scan.cjs, src/cli-scan.ts, for `scan`;
// dist/ongrid-skills-validate.cjs, src/cli-validate.ts, for `validate`; and
// dist/ongrid-skills-lsp.cjs, src/cli-lsp.ts, for `lsp`); a file per
// heavy dependency (dist/vendor-NAME.cjs), required on first use; validate's
// entry worker (dist/entry-worker.cjs); then the optional child addon
// (scripts/build-addon.mjs). Why this split and not one ES module build with
// code splitting: docs/architecture-build.md.
// Every runtime dependency is bundled (package.json lists them as
// devDependencies; `typescript` stays an optional peer for .ts configs).
// Each command and each import() of ours stays lazily initialised: esbuild
// turns an import() of a bundled module into a module init run on first use.
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildChildAddon } from './build-addon.mjs';
import { buildRun } from './build-run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const dist = path.join(root, 'dist');
rmSync(dist, { recursive: true, force: true });

// Heavy dependencies, each group in a file of its own, so a start reads and
// compiles only what it uses. A group holds every specifier that shares a
// package's internals (ajv-formats works on the same ajv the schema check uses).
const VENDOR = {
  ajv: ['ajv', 'ajv/dist/2019.js', 'ajv/dist/2020.js', 'ajv-formats'],
  mcp: ['@modelcontextprotocol/server', '@modelcontextprotocol/server/stdio'],
  yaml: ['yaml'],
  chalk: ['chalk'],
  cosmiconfig: ['cosmiconfig'],
  sarif: ['node-sarif-builder'],
  lsp: ['vscode-languageserver/node'],
};
const groupOf = new Map(Object.entries(VENDOR).flatMap(([name, specs]) => specs.map((spec) => [spec, name])));
const vendorFile = (name) => `./vendor-${name}.cjs`;
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const specifiers = (specs) => new RegExp(`^(${specs.map(escape).join('|')})$`);

const common = {
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  legalComments: 'none',
  // Whitespace and syntax only: identifiers stay, and so do the module
  // paths esbuild names each lazy module init after (test/helpers/loaded.ts
  // reads them from V8's coverage to prove what a command initialised).
  minifyWhitespace: true,
  minifySyntax: true,
  // cosmiconfig can load TypeScript configs through `typescript` when present;
  // keep that optional peer out of the bundle.
  external: ['typescript'],
  define: {
    __ONGRID_SKILLS_VERSION__: JSON.stringify(version),
    'import.meta.url': '__ongridSkillsUrl',
  },
  banner: { js: "const __ongridSkillsUrl = require('node:url').pathToFileURL(__filename).href;" },
  plugins: [
    {
      // The MCP SDK's Node shim initialises a copy of ajv as the SDK loads; the
      // server never has the SDK validate, so src/mcp/sdk-shims.ts stands in.
      name: 'mcp-sdk-shims',
      setup(b) {
        b.onResolve({ filter: /^@modelcontextprotocol\/server\/_shims$/ }, () => ({ path: path.join(root, 'src/mcp/sdk-shims.ts') }));
      },
    },
  ],
  logLevel: 'warning',
};

/** In a bundle, a vendored specifier is a one-line module that requires its group's file. */
const toVendor = {
  name: 'vendor',
  setup(b) {
    b.onResolve({ filter: specifiers([...groupOf.keys()]) }, (a) => ({ path: a.path, namespace: 'vendor' }));
    b.onLoad({ filter: /.*/, namespace: 'vendor' }, (a) => ({
      contents: `module.exports = require(${JSON.stringify(vendorFile(groupOf.get(a.path)))})[${JSON.stringify(a.path)}];`,
      loader: 'js',
    }));
    b.onResolve({ filter: /^\.\/vendor-[a-z]+\.cjs$/ }, (a) => ({ path: a.path, external: true }));
  },
};

/**
 * In a group's file, each specifier resolves to the file an import of it
 * finds, as in the bundle (a dual package, the MCP SDK, has another build
 * for require).
 */
const asImported = (specs) => ({
  name: 'as-imported',
  setup(b) {
    b.onResolve({ filter: specifiers(specs) }, (a) =>
      a.pluginData?.again ? undefined : b.resolve(a.path, { kind: 'import-statement', resolveDir: a.resolveDir, pluginData: { again: true } }).then((r) => ({ path: r.path })),
    );
  },
});

// lsp's engine and features (src/commands/lsp/core.ts) are a file of their
// own in the lsp program, required after the server answered `initialize`:
// an editor's start reads only the server's own bytes.
const LSP_CORE = './lsp-core.cjs';
const lspCore = {
  name: 'lsp-core',
  setup(b) {
    b.onResolve({ filter: /^\.\/core\.js$/ }, (a) => (a.importer.endsWith(path.join('src', 'commands', 'lsp', 'server.ts')) ? { path: LSP_CORE, external: true } : undefined));
  },
};
for (const [entry, out] of [
  ['src/cli.ts', 'ongrid-skills.cjs'],
  ['src/cli-scan.ts', 'ongrid-skills-scan.cjs'],
  ['src/cli-validate.ts', 'ongrid-skills-validate.cjs'],
  ['src/cli-lsp.ts', 'ongrid-skills-lsp.cjs'],
  ['src/commands/lsp/core.ts', LSP_CORE],
]) {
  const plugins = [...common.plugins, toVendor, ...(out === 'ongrid-skills-lsp.cjs' ? [lspCore] : [])];
  await build({ ...common, entryPoints: [path.join(root, entry)], outfile: path.join(dist, out), plugins });
}
await buildRun({ root, dist, common, plugins: [...common.plugins, toVendor] });

// A worker thread starts from a file, and this one needs only readEntry.
await build({ ...common, entryPoints: [path.join(root, 'src/runner/entry-worker.ts')], outfile: path.join(dist, 'entry-worker.cjs') });

// Each group: its specifiers as getters, so a package initialises when first used.
for (const [name, specs] of Object.entries(VENDOR)) {
  await build({
    ...common,
    stdin: {
      contents: specs.map((s) => `Object.defineProperty(exports, ${JSON.stringify(s)}, { enumerable: true, get: () => require(${JSON.stringify(s)}) });`).join('\n'),
      resolveDir: root,
      sourcefile: `vendor-${name}.js`,
      loader: 'js',
    },
    outfile: path.join(dist, vendorFile(name)),
    plugins: [...common.plugins, asImported(specs)],
  });
}

// Without a C compiler (or off Linux) the package has no addon and `run`
// starts skills through node:child_process. npm hides the output of a
// script that succeeds (.npmrc), so for a pack on Linux (`--for-pack`, the
// prepack script) a missing addon fails the pack, whose error npm does
// show, unless the packer says ONGRID_SKILLS_NO_ADDON=1.
const noAddon = buildChildAddon(root, dist);
if (noAddon !== undefined) {
  process.stderr.write(`build: no child addon (${noAddon}); run starts skills through node:child_process (docs/install.md, "Without the addon")\n`);
  if (process.argv.includes('--for-pack') && process.platform === 'linux' && process.env.ONGRID_SKILLS_NO_ADDON !== '1') {
    process.stderr.write('build: not packing a Linux package without its addon: install a C compiler (cc), or set ONGRID_SKILLS_NO_ADDON=1 to pack without it\n');
    process.exitCode = 1;
  }
}

// Bundle src/ into CommonJS files: dist/ongrid-skills.cjs, the whole
// program; dist/ongrid-skills-run.cjs and -scan.cjs, the program with one
// command (src/bundles/), which bin/ongrid-skills.js starts for `run` and
// `scan`; and a chunk per heavy dependency. Then warm V8's code cache for each
// (dist/<file>.<content hash>.<flag set>.cache, see bin/code-cache.js).
// Why: Node 20 has no compile cache, and compiling the JavaScript is most of
// a cold start; with the cache a start costs little more than `node -e 0`.
// Runs as `prepare`, so `npm pack` and a git install build too; every
// runtime dependency is bundled (package.json lists them as devDependencies;
// `typescript` stays an optional peer for .ts configs). Commands and heavy
// dependencies (ajv, yaml, cosmiconfig) stay lazily initialised: esbuild
// turns each dynamic import into a module init that runs on first use.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { chmodSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const dist = path.join(root, 'dist');
rmSync(dist, { recursive: true, force: true });

// Heavy dependencies no no-op `run` initialises, each in a chunk of its own
// (dist/ongrid-skills.NAME.cjs), so a start reads, hashes and deserialises a
// third of the bytes: the bundle was 1.5 MB, and reading it, decoding it and
// restoring its code cache cost more than the run itself. The bundle reaches
// a chunk only through a one-line stand-in module (`require` of the chunk,
// then the specifier), so each package is still initialised on first use.
const CHUNKS = {
  ajv: ['ajv', 'ajv/dist/2019.js', 'ajv/dist/2020.js', 'ajv-formats'],
  mcp: ['@modelcontextprotocol/server', '@modelcontextprotocol/server/stdio'],
  yaml: ['yaml'],
  cosmiconfig: ['cosmiconfig'],
  sarif: ['node-sarif-builder'],
  lsp: ['vscode-languageserver/node'],
};
const chunkOf = new Map(Object.entries(CHUNKS).flatMap(([name, specs]) => specs.map((spec) => [spec, name])));
const chunkFile = (name) => `./ongrid-skills.${name}.cjs`;
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const COMMANDER_CHILD_PROCESS = "const childProcess = require('node:child_process');";

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
  // No import() is left in the bundle: V8 loses the dynamic-import handler of
  // functions it restores from the code cache, so every import() becomes a
  // require() of the bundled module; the one true ES module import (a user's
  // .mjs config file) goes through the importer bin/ongrid-skills.js provides.
  supported: { 'dynamic-import': false },
  define: {
    __ONGRID_SKILLS_VERSION__: JSON.stringify(version),
    'import.meta.url': '__ongridSkillsUrl',
  },
  banner: { js: "const __ongridSkillsUrl = require('node:url').pathToFileURL(__filename).href;" },
  // The MCP SDK's Node shim initialises a copy of ajv as the SDK loads; the
  // server never has the SDK validate, so src/mcp/sdk-shims.ts stands in.
  plugins: [
    {
      name: 'mcp-sdk-shims',
      setup(b) {
        b.onResolve({ filter: /^@modelcontextprotocol\/server\/_shims$/ }, () => ({ path: path.join(root, 'src/mcp/sdk-shims.ts') }));
      },
    },
    {
      // commander requires node:child_process as it loads, for executable
      // subcommands (this program has none): with the net, stream and dgram
      // it pulls in, 5 ms of every start that builds the commander program.
      // Its one use, spawn, requires it when called instead. A commander
      // without that line fails the build here, not the budgets silently.
      name: 'commander-lazy-child-process',
      setup(b) {
        b.onLoad({ filter: /[\\/]commander[\\/]lib[\\/]command\.js$/ }, (a) => {
          const text = readFileSync(a.path, 'utf8');
          if (!text.includes(COMMANDER_CHILD_PROCESS)) throw new Error(`${a.path} no longer has the line the build makes lazy: ${COMMANDER_CHILD_PROCESS}`);
          return { contents: text.replace(COMMANDER_CHILD_PROCESS, "const childProcess = { spawn: (...args) => require('node:child_process').spawn(...args) };"), loader: 'js' };
        });
      },
    },
    {
      // The protocol library requires crypto, child_process, os and net as
      // it loads, for transports and ids the server's stdio never uses until
      // called: loading them is most of what the `lsp` start costs beyond
      // Node's own. Each becomes a stand-in with the functions it calls,
      // requiring the module on the first call.
      name: 'lsp-lazy-builtins',
      setup(b) {
        const lazy = { crypto: ['randomUUID', 'randomBytes'], child_process: ['fork', 'spawnSync'], os: ['tmpdir'], net: ['createServer', 'createConnection'] };
        const standIn = (mod) => `({ ${lazy[mod].map((f) => `${f}: (...a) => require('node:${mod}').${f}(...a)`).join(', ')} })`;
        b.onLoad({ filter: /[\\/]vscode-(languageserver|jsonrpc)[\\/]lib[\\/]node[\\/][^\\/]+\.js$/ }, (a) => {
          const text = readFileSync(a.path, 'utf8').replace(/require\("(crypto|child_process|os|net)"\)/g, (_, mod) => standIn(mod));
          return { contents: text, loader: 'js' };
        });
      },
    },
  ],
  logLevel: 'warning',
};

/** In the bundle, each chunked specifier is a stand-in that requires its chunk. */
const toChunks = {
  name: 'chunks',
  setup(b) {
    b.onResolve({ filter: new RegExp(`^(${[...chunkOf.keys()].map(escape).join('|')})$`) }, (a) => ({ path: a.path, namespace: 'chunk' }));
    b.onLoad({ filter: /.*/, namespace: 'chunk' }, (a) => ({
      contents: `module.exports = require(${JSON.stringify(chunkFile(chunkOf.get(a.path)))})[${JSON.stringify(a.path)}];`,
      loader: 'js',
    }));
    b.onResolve({ filter: /^\.\/ongrid-skills\.[a-z]+\.cjs$/ }, (a) => ({ path: a.path, external: true }));
  },
};

/**
 * In a chunk, each specifier resolves to the file an import of it finds, as
 * in the bundle before (a dual package, the MCP SDK, has another build for
 * require), while the chunk's require() keeps its package's init lazy.
 */
const asImported = (specs) => ({
  name: 'as-imported',
  setup(b) {
    b.onResolve({ filter: new RegExp(`^(${specs.map(escape).join('|')})$`) }, (a) =>
      a.pluginData?.again ? undefined : b.resolve(a.path, { kind: 'import-statement', resolveDir: a.resolveDir, pluginData: { again: true } }).then((r) => ({ path: r.path })),
    );
  },
});

await build({
  ...common,
  entryPoints: [path.join(root, 'src/cli.ts')],
  outfile: path.join(dist, 'ongrid-skills.cjs'),
  plugins: [...common.plugins, toChunks],
});

// A bundle of its own for each command whose start has a budget (the program
// with that command alone, src/bundles/NAME.ts): bin/ongrid-skills.js starts
// dist/ongrid-skills-NAME.cjs when argv begins with NAME. It shares the
// chunks above; its code is the same modules, compiled into fewer bytes.
const COMMAND_BUNDLES = ['run', 'scan', 'lsp'];
// lsp's engine and features (src/commands/lsp/core.ts), a file of their own
// the server requires after answering `initialize`: the editor's start reads
// only the server's own bytes.
const LSP_CORE = './ongrid-skills.lspcore.cjs';
const lspCore = {
  name: 'lsp-core',
  setup(b) {
    b.onResolve({ filter: /^\.\/core\.js$/ }, (a) => (a.importer.endsWith(path.join('src', 'commands', 'lsp', 'server.ts')) ? { path: LSP_CORE, external: true } : undefined));
  },
};
for (const name of COMMAND_BUNDLES) {
  await build({
    ...common,
    entryPoints: [path.join(root, `src/bundles/${name}.ts`)],
    outfile: path.join(dist, `ongrid-skills-${name}.cjs`),
    plugins: [...common.plugins, toChunks, ...(name === 'lsp' ? [lspCore] : [])],
  });
}
await build({
  ...common,
  entryPoints: [path.join(root, 'src/commands/lsp/core.ts')],
  outfile: path.join(dist, LSP_CORE),
  plugins: [...common.plugins, toChunks],
});

// validate's entry worker (src/runner/entry-prefetch.ts), a file of its own:
// a worker thread starts from a file, and this one needs only readEntry.
await build({
  ...common,
  entryPoints: [path.join(root, 'src/bundles/entry-worker.ts')],
  outfile: path.join(dist, 'ongrid-skills-entries.cjs'),
});

// Each chunk: its specifiers as getters, so a package initialises when first used.
for (const [name, specs] of Object.entries(CHUNKS)) {
  await build({
    ...common,
    stdin: {
      contents: specs.map((s) => `Object.defineProperty(exports, ${JSON.stringify(s)}, { enumerable: true, get: () => require(${JSON.stringify(s)}) });`).join('\n'),
      resolveDir: root,
      sourcefile: `chunk-${name}.js`,
      loader: 'js',
    },
    outfile: path.join(dist, chunkFile(name)),
    plugins: [...common.plugins, asImported(specs)],
  });
}
// Two small Node-API addons (one build serves every Node from 20 on), each
// built where a C compiler and Node's headers are found, and kept only if
// it loads and answers a check; without one, the CLI takes its other way:
// - pipe(2) and posix_spawn for `run` (src/runner/child-addon.ts): else a
//   /bin/sh helper makes the child's pipes (a process start more per run)
//   and node:child_process starts it (exec-target.ts, exec-format.ts);
// - the walk's calls made ahead on a second thread (src/loader/prefetch.ts):
//   else the walk makes every call itself.
function headersDir() {
  return [process.env.npm_config_nodedir, path.join(path.dirname(process.execPath), '..')]
    .filter(Boolean)
    .map((d) => path.join(d, 'include', 'node'))
    .find((d) => existsSync(path.join(d, 'node_api.h')));
}

/** Compile addon/SOURCE to dist/OUT and check it with `check(exports)`; undefined when built, else why not. */
function buildAddon(source, out, check) {
  if (process.platform !== 'linux') return "it is Linux's";
  const headers = headersDir();
  if (headers === undefined) return "no node_api.h beside this Node (set npm_config_nodedir to Node's source or headers)";
  const target = path.join(dist, out);
  const tmpOut = `${target}.tmp`;
  try {
    const cc = process.env.CC || 'cc';
    execFileSync(cc, ['-O2', '-Wall', '-Wextra', '-Werror', '-shared', '-fPIC', '-pthread', '-s', '-I', headers, path.join(root, 'addon', source), '-o', tmpOut], { stdio: ['ignore', 'ignore', 'pipe'] });
    const mod = { exports: {} };
    process.dlopen(mod, tmpOut);
    check(mod.exports);
    renameSync(tmpOut, target);
    return undefined;
  } catch (e) {
    rmSync(tmpOut, { force: true });
    return (e.stderr?.toString() || e.message).split('\n')[0];
  }
}

const noChild = buildAddon('child.c', 'ongrid-skills-child.node', (addon) => {
  const fds = addon.pipes();
  for (const fd of fds) closeSync(fd);
  if (fds.length !== 6) throw new Error(`pipes() gave ${fds.length} fds`);
  // A start that fails in the exec comes back as minus its errno (ENOENT), and starts nothing.
  const devnull = openSync('/dev/null', 'r+');
  try {
    const pid = addon.spawn(Buffer.from(path.join(root, 'addon', 'no-such-file')), [], [devnull, devnull, devnull], () => undefined);
    if (pid !== -constants.errno.ENOENT) throw new Error(`spawn of a missing file gave ${pid}`);
  } finally {
    closeSync(devnull);
  }
});
if (noChild !== undefined) console.warn(`build: no child addon (${noChild}); run makes its pipes with a /bin/sh helper and starts skills through node:child_process`);

const noPrefetch = buildAddon('prefetch.c', 'ongrid-skills-prefetch.node', (addon) => {
  // It must list this folder as readdir does (take waits for the thread to get to it).
  const handle = addon.start(root);
  try {
    const listing = addon.take(handle, root, 0, Buffer.alloc(0));
    if (typeof listing !== 'string') throw new Error('it gave no listing');
    const names = listing.split('\0').filter(Boolean).map((e) => e.slice(1));
    const want = readdirSync(root).sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    if (names.join('/') !== want.join('/')) throw new Error("its listing differs from readdir's");
  } finally {
    addon.stop(handle);
  }
});
if (noPrefetch !== undefined) console.warn(`build: no prefetch addon (${noPrefetch}); the walk makes every call on one thread`);

// Warm the caches the way a user starts the tool: run a skill with a schema
// (its chunk: ajv), then a no-op skill (config search, loader, the runner;
// a plain command line, read without commander), both in the run bundle;
// scan in the scan bundle; validate and list in the whole program (they
// start under different flag sets, bin/code-cache.js). What a start
// compiles is then cached. Then, for each V8 flag set, every chunk no start
// loaded, top level only.
const tmp = mkdtempSync(path.join(tmpdir(), 'ongrid-skills-build-'));
try {
  const skill = (dir, manifest) => {
    mkdirSync(path.join(tmp, 'skills', dir), { recursive: true });
    writeFileSync(path.join(tmp, 'skills', dir, 'skill.json'), JSON.stringify({ description: 'build step', entry: 'run.sh', ...manifest }));
    writeFileSync(path.join(tmp, 'skills', dir, 'run.sh'), "#!/bin/sh\nprintf '{}'\n");
    chmodSync(path.join(tmp, 'skills', dir, 'run.sh'), 0o755);
  };
  skill('warm', { name: 'warm_cache' });
  skill('warm-schema', { name: 'warm_schema', schema: { type: 'object', properties: { path: { type: 'string', minLength: 1 } } } });
  writeFileSync(path.join(tmp, 'args.json'), '{"path":"/"}');
  const env = { ...process.env, ONGRID_SKILLS_EXTERNAL_DIRS: path.join(tmp, 'skills'), ONGRID_SKILLS_WRITE_CODE_CACHE: '1', NO_COLOR: '1' };
  const cli = (...args) => {
    try {
      execFileSync(process.execPath, [path.join(root, 'bin/ongrid-skills.js'), ...args], { cwd: tmp, env, stdio: 'ignore' });
    } catch (e) {
      // validate and scan exit 1 on findings; the cache is written all the same.
      if (e.status !== 1) throw e;
    }
  };
  for (const name of ['warm_schema', 'warm_cache']) cli('run', name, '--args', path.join(tmp, 'args.json'));
  cli('scan');
  // The whole program under each flag set: validate's (plain), and list's, as every other command's (young1).
  cli('validate', path.join(tmp, 'skills'));
  cli('list', path.join(tmp, 'skills'));
  const warm = `const c = require(${JSON.stringify(path.join(root, 'bin/code-cache.js'))}); const v = c.apply(process.argv[1]); for (const f of process.argv.slice(2)) c.warm(f, v);`;
  for (const variant of ['plain', 'young1']) {
    const cold = Object.keys(CHUNKS).filter((name) => !readdirSync(dist).some((f) => f.startsWith(`ongrid-skills.${name}.cjs.`) && f.endsWith(`.${variant}.cache`)));
    execFileSync(process.execPath, ['-e', warm, variant, ...cold.map((name) => path.join(dist, chunkFile(name)))], { cwd: tmp, env, stdio: 'ignore' });
  }
  // lsp never returns to save its cache (the protocol library ends the process when the client goes): its bundle, top level.
  execFileSync(process.execPath, ['-e', warm, 'young1', path.join(dist, 'ongrid-skills-lsp.cjs'), path.join(dist, LSP_CORE)], { cwd: tmp, env, stdio: 'ignore' });
} catch (e) {
  // Without a cache the CLI works the same, only its start is slower.
  console.warn(`build: could not warm the code cache (${e.message.split('\n')[0]}); the CLI works, it starts slower`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

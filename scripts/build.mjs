// Bundle src/ into one CommonJS file, dist/ongrid-skills.cjs, then warm V8's
// code cache for it (dist/ongrid-skills.cjs.<content hash>.cache, see
// bin/code-cache.js). Why: Node 20 has no compile cache, and compiling the
// JavaScript is most of a cold start; with the cache a start costs little
// more than `node -e 0`. Runs as `prepare`, so `npm pack` and a git install
// build too; every runtime dependency is bundled (package.json lists them as
// devDependencies; `typescript` stays an optional peer for .ts configs). Commands and heavy
// dependencies (ajv, yaml, cosmiconfig) stay lazily initialised: esbuild
// turns each dynamic import into a module init that runs on first use.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const dist = path.join(root, 'dist');
rmSync(dist, { recursive: true, force: true });

await build({
  entryPoints: [path.join(root, 'src/cli.ts')],
  outfile: path.join(dist, 'ongrid-skills.cjs'),
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
  ],
  logLevel: 'warning',
});

// Warm the cache the way a user starts the tool: run a no-op skill (config
// search, loader, commander, the runner), so what a start compiles is cached.
const tmp = mkdtempSync(path.join(tmpdir(), 'ongrid-skills-build-'));
try {
  const skill = path.join(tmp, 'skills', 'warm');
  mkdirSync(skill, { recursive: true });
  writeFileSync(path.join(skill, 'skill.json'), JSON.stringify({ name: 'warm_cache', description: 'build step', entry: 'run.sh' }));
  writeFileSync(path.join(skill, 'run.sh'), "#!/bin/sh\nprintf '{}'\n");
  chmodSync(path.join(skill, 'run.sh'), 0o755);
  writeFileSync(path.join(tmp, 'args.json'), '{}');
  execFileSync(process.execPath, [path.join(root, 'bin/ongrid-skills.js'), 'run', 'warm_cache', '--args', path.join(tmp, 'args.json')], {
    cwd: tmp,
    env: { ...process.env, ONGRID_SKILLS_EXTERNAL_DIRS: path.join(tmp, 'skills'), ONGRID_SKILLS_WRITE_CODE_CACHE: '1', NO_COLOR: '1' },
    stdio: 'ignore',
  });
} catch (e) {
  // Without a cache the CLI works the same, only its start is slower.
  console.warn(`build: could not warm the code cache (${e.message.split('\n')[0]}); the CLI works, it starts slower`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

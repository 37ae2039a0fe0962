#!/usr/bin/env node
// Starts the bundled CLI, dist/ongrid-skills.cjs (npm run build; npm pack and
// a git install build it through `prepare`). Compiling is most of a cold
// start, so the compiled code is cached: by Node's own compile cache where
// Node has one (module.enableCompileCache, Node >= 22.1), else by V8's code
// cache in dist/, keyed by the bundle's content hash (bin/code-cache.js).
// A cache that cannot be read or written only makes the start slower.
// CommonJS (bin/package.json) because a CommonJS entry starts faster.
'use strict';
const { readFileSync } = require('node:fs');
const path = require('node:path');

const argv = process.argv.slice(2);
const dist = path.join(__dirname, '..', 'dist');
// Commands with a bundle of their own (src/bundles/): the program with that
// command alone, a third to a half of the whole program's bytes to compile.
// Commander dispatches to the command named by the first argument, so the
// others are never needed then.
const COMMAND_BUNDLES = new Set(['run', 'scan', 'lsp']);

if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-V')) {
  // Answered before the bundle loads, so it starts as fast as node itself.
  process.stdout.write(require('../package.json').version + '\n');
} else {
  const files = COMMAND_BUNDLES.has(argv[0]) ? [`ongrid-skills-${argv[0]}.cjs`, 'ongrid-skills.cjs'] : ['ongrid-skills.cjs'];
  const found = readFirst(files.map((name) => path.join(dist, name)));
  if (found === undefined) {
    process.stderr.write('error: dist/ is missing: run npm run build (in ' + path.join(__dirname, '..') + ')\n');
    process.exitCode = 2;
  } else {
    start(found.file, found.source);
  }
}

/** The first of `files` that exists, with its bytes. */
function readFirst(files) {
  for (const file of files) {
    try {
      return { file, source: readFileSync(file) };
    } catch (e) {
      if (e.code !== 'ENOENT') throw e;
    }
  }
  return undefined;
}

function start(file, source) {
  const cache = require('./code-cache.js');
  const variant = cache.apply(argv[0] === 'run' || argv[0] === 'validate' ? 'plain' : 'young1');
  // The bundle has no import() of its own (see scripts/build.mjs); this file
  // is a real module, so it lends the bundle its import for ES module configs.
  globalThis.__ongridSkillsImport = (specifier) => import(specifier);
  // Node's own compile cache, where it has one (22.1 and later); on Node 20
  // not even node:module is loaded for it.
  const nodeModule = Number(process.versions.node.split('.')[0]) >= 22 ? require('node:module') : undefined;
  if (typeof nodeModule?.enableCompileCache === 'function') {
    try {
      nodeModule.enableCompileCache();
    } catch {
      // No cache folder: compile without one.
    }
    require(file).main(argv).then(done);
    return;
  }
  const { main, saveCache } = cache.load(file, source, variant);
  main(argv).then(saveCache).then(done);
}

/**
 * When `run` or `scan` is done, nothing is left to wait for (no child, no
 * open handle), and every byte went out in synchronous writes: exit now,
 * with the exit code set. Ending by itself, Node would first tear its heap
 * down, page by page (3-5 ms of a `run`). `lsp` is done when its client
 * left. Other commands end by themselves (the MCP server is done when its
 * client leaves, not when main returns).
 */
function done() {
  if (COMMAND_BUNDLES.has(argv[0])) process.exit();
}

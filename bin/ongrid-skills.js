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
const file = path.join(__dirname, '..', 'dist', 'ongrid-skills.cjs');

if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-V')) {
  // Answered before the bundle loads, so it starts as fast as node itself.
  process.stdout.write(require('../package.json').version + '\n');
} else {
  let source;
  try {
    source = readFileSync(file);
  } catch (e) {
    if (e.code !== 'ENOENT') throw e;
    process.stderr.write('error: dist/ is missing: run npm run build (in ' + path.join(__dirname, '..') + ')\n');
    process.exitCode = 2;
  }
  if (source !== undefined) start(source);
}

function start(source) {
  // V8 doubles the young generation each time a scavenge finds it busy, to
  // 16 MiB a semi-space: a walk of 10,000 skills then holds 32 MiB of mostly
  // garbage (scan peaked at 95 MiB). Kept at its first 1 MiB, scan peaks at
  // 76 MiB and runs 0.88x the time (the young objects stay in the CPU's
  // cache). Only this flag: V8 reads it at each growth, so setting it now
  // takes effect; the size flags are read once, at start.
  require('node:v8').setFlagsFromString('--semi-space-growth-factor=1');
  // The bundle has no import() of its own (see scripts/build.mjs); this file
  // is a real module, so it lends the bundle its import for ES module configs.
  globalThis.__ongridSkillsImport = (specifier) => import(specifier);
  const nodeModule = require('node:module');
  if (typeof nodeModule.enableCompileCache === 'function') {
    try {
      nodeModule.enableCompileCache();
    } catch {
      // No cache folder: compile without one.
    }
    require(file).main(argv);
    return;
  }
  const cache = require('./code-cache.js');
  const { main, saveCache } = cache.load(file, source);
  main(argv).then(saveCache);
}

#!/usr/bin/env node
// Starts the bundled CLI, dist/ongrid-skills.cjs (npm run build), compiled
// with V8's code cache from dist/ongrid-skills.cjs.cache, which the build
// writes: Node 20 caches no compiled code of its own, and compiling is most
// of a cold start. A cache V8 rejects (another Node version) is ignored.
// CommonJS (bin/package.json) because a CommonJS entry starts faster.
'use strict';
const { readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');

const argv = process.argv.slice(2);
if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-V')) {
  // Answered before the bundle loads, so it starts as fast as node itself.
  process.stdout.write(require('../package.json').version + '\n');
} else {
  const file = path.join(__dirname, '..', 'dist', 'ongrid-skills.cjs');
  let cachedData;
  try {
    cachedData = readFileSync(`${file}.cache`);
  } catch {
    cachedData = undefined;
  }
  const source = `(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`;
  const script = new vm.Script(source, { filename: file, cachedData });
  // The bundle has no import() of its own (see scripts/build.mjs); this file
  // is a real module, so it lends the bundle its import for ES module configs.
  globalThis.__ongridSkillsImport = (specifier) => import(specifier);
  const mod = { exports: {} };
  script.runInThisContext()(mod.exports, require('node:module').createRequire(file), mod, file, path.dirname(file));
  mod.exports.main(argv).then(() => {
    if (process.env.ONGRID_SKILLS_WRITE_CODE_CACHE) writeFileSync(`${file}.cache`, script.createCachedData());
  });
}

#!/usr/bin/env node
// Starts the bundled CLI (npm run build; npm pack builds it through
// `prepack`): dist/ongrid-skills-run.cjs for `run`,
// dist/ongrid-skills-scan.cjs for `scan` and dist/ongrid-skills-validate.cjs
// for `validate`, the program with that command alone,
// dist/ongrid-skills-lsp.cjs for an editor's `lsp` (the server alone), else
// dist/ongrid-skills.cjs. Where Node has a compile
// cache (module.enableCompileCache, Node 22.1 and later) it is switched on;
// it lives in Node's default folder (NODE_COMPILE_CACHE, else the system
// temp folder), never in the package. CommonJS (bin/package.json): a
// CommonJS entry starts faster. --version is answered before any bundle loads.
'use strict';
const argv = process.argv.slice(2);
/** The commands with a bundle of their own: the program with that command alone. */
const OWN_BUNDLE = { run: 'ongrid-skills-run.cjs', scan: 'ongrid-skills-scan.cjs', validate: 'ongrid-skills-validate.cjs' };

if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-V')) {
  printVersion();
} else {
  start();
}

/**
 * Written to fd 1 directly: making process.stdout (a stream, and for a pipe
 * node:net behind it) would cost more than the rest of this answer. As
 * src/io/write.ts does: a full non-blocking pipe is waited for, a reader that
 * left gets nothing, any other failure is one line on stderr and exit 1.
 */
function printVersion() {
  const fs = require('node:fs');
  const text = Buffer.from(require('../package.json').version + '\n');
  let done = 0;
  while (done < text.length) {
    try {
      done += fs.writeSync(1, text, done);
    } catch (e) {
      if (e.code === 'EAGAIN') Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
      else if (e.code === 'EPIPE') return;
      else {
        process.stderr.write('error: cannot write output: ' + e.message + '\n');
        process.exitCode = 1;
        return;
      }
    }
  }
}

function start() {
  const path = require('node:path');
  if (Number(process.versions.node.split('.')[0]) >= 22) {
    try {
      require('node:module').enableCompileCache?.();
    } catch {
      // No cache folder: compile without one.
    }
  }
  // An editor starts `lsp` (or `lsp --stdio`) and waits for its first answer: the server alone, no option parser.
  const editorLsp = argv[0] === 'lsp' && (argv.length === 1 || (argv.length === 2 && argv[1] === '--stdio'));
  const own = Object.hasOwn(OWN_BUNDLE, argv[0]) ? OWN_BUNDLE[argv[0]] : editorLsp ? 'ongrid-skills-lsp.cjs' : 'ongrid-skills.cjs';
  const file = path.join(__dirname, '..', 'dist', own);
  let cli;
  try {
    cli = require(file);
  } catch (e) {
    if (e.code !== 'MODULE_NOT_FOUND' || !String(e.message).includes(file)) throw e;
    process.stderr.write('error: dist/ is missing: run npm run build (in ' + path.join(__dirname, '..') + ')\n');
    process.exitCode = 2;
    return;
  }
  cli.main(argv).then(done);
}

/**
 * When `run`, `scan` or `validate` is done, nothing is left to wait for (no
 * child; validate's entry worker only reads), and every byte went out in
 * synchronous writes: exit now, with the exit code set, rather than have Node
 * tear its heap down first. Other commands end by themselves (the MCP server
 * is done when its client leaves, not when main returns).
 */
function done() {
  if (argv[0] === 'run' || argv[0] === 'scan' || argv[0] === 'validate') process.exit();
}

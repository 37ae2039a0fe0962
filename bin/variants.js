// The V8 flag sets a start runs under, by name: bin/ongrid-skills.js picks
// one per command, and each code cache is kept per set (bin/code-cache.js),
// because V8 rejects a cache made under other flags.
//
// young1: V8 doubles the young generation each time a scavenge finds it
// busy, to 16 MiB a semi-space: a walk of 10,000 skills then holds 32 MiB of
// mostly garbage (scan peaked at 95 MiB). Kept at its first 1 MiB, scan
// peaks at 76 MiB and runs 0.88x the time (the young objects stay in the
// CPU's cache). Only this flag: V8 reads it at each growth, so setting it
// now takes effect; the size flags are read once, at start.
//
// plain: no flag, for `run`, whose start walks one tree and then waits for
// its child: node:v8 alone takes 2-4 ms to load, and a young generation
// that stays at 1 MiB scavenges more often while the bundle starts. And for
// `validate`, which keeps each manifest's text through its walk: since the
// walk's calls moved to the prefetch thread, garbage collection is the
// biggest piece of its main thread, and a young generation that grows takes
// 0.91x-0.94x the time on 10,000 skills for 13 MiB more peak RSS (131 MiB,
// its budget 150; measured 2026-12-06).
'use strict';
const VARIANTS = {
  young1: ['--semi-space-growth-factor=1'],
  plain: [],
};

/** Set the flags of `name`; returns the name. */
function apply(name) {
  const flags = VARIANTS[name];
  if (flags.length > 0) {
    const v8 = require('node:v8');
    for (const flag of flags) v8.setFlagsFromString(flag);
  }
  return name;
}

module.exports = { apply };

// How the bin compiles the bundle, in two parts kept in one file so that a
// start requires one helper module, not two (each is a resolve, a read and a
// compile of its own): the V8 flags of each command (its variant, below), and
// V8's code cache for the bundle on a Node without module.enableCompileCache
// (Node 20). V8 checks only the source's length before trusting a cache, so
// the cache is named after the bundle's content hash: a rebuilt bundle of the
// same length never runs stale code. Hashing needs node:crypto (~5 ms), so the
// hash is remembered in a key file with the bundle's size, inode and ctime
// (any write to the bundle changes its ctime) and recomputed when they differ.
// V8 also rejects a cache made under other V8 flags, and bin/ongrid-skills.js
// sets one for some commands only, so each cache file also carries the name of
// its flag set: `run` and `validate` share the ajv chunk without overwriting
// each other's cache on every start. Reading or writing a cache may fail; that
// only makes the start slower.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

// The V8 flag sets a start runs under, by name (its variant):
// bin/ongrid-skills.js picks one per command, and each code cache is kept
// per set, because V8 rejects a cache made under other flags.
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

function fingerprint(file) {
  const st = fs.statSync(file);
  return `${st.size}:${st.ino}:${st.ctimeMs}:${st.mtimeMs}`;
}

function readKey(keyFile, stamp) {
  try {
    const key = JSON.parse(fs.readFileSync(keyFile, 'utf8'));
    return key.stamp === stamp && /^[0-9a-f]{16}$/.test(key.hash) ? key.hash : undefined;
  } catch {
    return undefined;
  }
}

/** Write beside the target under a fresh name, then rename: never a half file, never through a planted link. */
function writeAtomic(target, data) {
  const tmp = `${target}.${process.pid}.tmp`;
  try {
    fs.writeFileSync(tmp, data, { flag: 'wx' });
    fs.renameSync(tmp, target);
  } catch {
    try {
      fs.unlinkSync(tmp);
    } catch {
      // Nothing was written.
    }
  }
}

function contentHash(file, source) {
  const keyFile = `${file}.key`;
  let stamp;
  try {
    stamp = fingerprint(file);
  } catch {
    stamp = undefined;
  }
  const known = stamp && readKey(keyFile, stamp);
  if (known) return known;
  const hash = require('node:crypto').createHash('sha256').update(source).digest('hex').slice(0, 16);
  if (stamp) writeAtomic(keyFile, JSON.stringify({ stamp, hash }));
  return hash;
}

/**
 * The source as a string. esbuild writes ASCII (non-ASCII characters
 * escaped), which latin1 copies as it is, ~5x faster than UTF-8 decoding
 * (~2 ms a start); any other byte means UTF-8.
 */
function decode(source) {
  return require('node:buffer').isAscii(source) ? source.toString('latin1') : source.toString('utf8');
}

/** Compile one file of the bundle with its cache and run it as a CommonJS module; returns its exports and its saver. */
function compile(file, source, req, variant) {
  const cacheFile = `${file}.${contentHash(file, source)}.${variant}.cache`;
  let cachedData;
  try {
    cachedData = fs.readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${decode(source)}\n})`;
  const script = new (require('node:vm').Script)(wrapped, { filename: file, cachedData });
  const mod = { exports: {} };
  script.runInThisContext()(mod.exports, req, mod, file, path.dirname(file));
  const stale = cachedData === undefined || script.cachedDataRejected === true;
  const save = () => {
    if (stale || process.env.ONGRID_SKILLS_WRITE_CODE_CACHE) writeAtomic(cacheFile, script.createCachedData());
  };
  return { exports: mod.exports, save };
}

/** The bundle's chunks (scripts/build.mjs), required by it as ./ongrid-skills.NAME.cjs. */
const CHUNK = /^\.\/ongrid-skills\.[a-z]+\.cjs$/;

/**
 * Compile the bundle with its cache (`variant`: the name of the V8 flags
 * set, see above); returns its main and a saver to call when main is done.
 * The bundle's chunks load the same way when it first requires them, each
 * with its own cache.
 */
function load(file, source, variant) {
  const savers = [];
  const chunks = new Map();
  // A bundle requires only its chunks (each compiled here with a require of
  // its own) and Node's own modules, which this file's require finds as well
  // (scripts/build.mjs): a start that loads no chunk never loads node:module
  // (~0.3 ms) for the bundle itself.
  let made;
  const base = () => (made ??= require('node:module').createRequire(file));
  const chunk = (id) => {
    let exports = chunks.get(id);
    if (exports === undefined) {
      const chunkFile = path.join(path.dirname(file), id);
      const done = compile(chunkFile, fs.readFileSync(chunkFile), require('node:module').createRequire(chunkFile), variant);
      savers.push(done.save);
      exports = done.exports;
      chunks.set(id, exports);
    }
    return exports;
  };
  const req = (id) => (CHUNK.test(id) ? chunk(id) : id.startsWith('node:') ? require(id) : base()(id));
  req.cache = require.cache;
  req.resolve = (id, options) => base().resolve(id, options);
  const main = compile(file, source, req, variant);
  savers.unshift(main.save);
  return { main: main.exports.main, saveCache: () => savers.forEach((save) => save()) };
}

/** The build's last step: compile a chunk no run loaded and write its cache (its top level only runs). */
function warm(file, variant) {
  compile(file, fs.readFileSync(file), require('node:module').createRequire(file), variant).save();
}

module.exports = { apply, load, contentHash, warm };

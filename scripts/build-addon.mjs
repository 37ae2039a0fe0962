// The optional child addon (addon/child.c; what it is for:
// src/runner/child-addon.ts): one Node-API build serves every Node from 20
// on. Built where a C compiler and Node's headers are found, kept only if
// it loads and answers a check, then written to
// dist/prebuilds/<tag>/ongrid-skills-child.node with its size, sha256 and
// checksum (src/platform/checksum.mjs) in ongrid-skills-child.json beside it,
// which src/platform/addon.ts checks
// before it loads the file. <tag> is src/platform/addon.ts's prebuildTag().
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { checksum } from '../src/platform/checksum.mjs';

const NAME = 'ongrid-skills-child';

/** As src/platform/addon.ts prebuildTag (test/packaging/addon-prebuild.test.ts holds the two to the same answer). */
export function prebuildTag() {
  if (process.platform !== 'linux') return `${process.platform}-${process.arch}`;
  const muslArch = process.arch === 'x64' ? 'x86_64' : process.arch === 'arm64' ? 'aarch64' : process.arch;
  return `${process.platform}-${process.arch}-${existsSync(`/lib/ld-musl-${muslArch}.so.1`) ? 'musl' : 'glibc'}`;
}

function headersDir() {
  return [process.env.npm_config_nodedir, path.join(path.dirname(process.execPath), '..')]
    .filter(Boolean)
    .map((d) => path.join(d, 'include', 'node'))
    .find((d) => existsSync(path.join(d, 'node_api.h')));
}

/** Throws unless `addon` makes pipes and reports a failed exec as minus its errno. */
function check(addon, root) {
  const fds = addon.pipes();
  for (const fd of fds) closeSync(fd);
  if (fds.length !== 6) throw new Error(`pipes() gave ${fds.length} fds`);
  const devnull = openSync('/dev/null', 'r+');
  try {
    const pid = addon.spawn(Buffer.from(path.join(root, 'addon', 'no-such-file')), [], [devnull, devnull, devnull], () => undefined);
    if (pid !== -constants.errno.ENOENT) throw new Error(`spawn of a missing file gave ${pid}`);
  } finally {
    closeSync(devnull);
  }
}

/** Build the addon into `dist`; undefined when built, else why not (one line). */
export function buildChildAddon(root, dist) {
  // The source uses pipe2, posix_spawn's Linux flags and /proc.
  if (process.platform !== 'linux') return `addon/child.c is Linux's, this is ${process.platform}`;
  const headers = headersDir();
  if (headers === undefined) return "no node_api.h beside this Node (set npm_config_nodedir to Node's source or headers)";
  const dir = path.join(dist, 'prebuilds', prebuildTag());
  const target = path.join(dir, `${NAME}.node`);
  const tmpOut = `${target}.tmp`;
  mkdirSync(dir, { recursive: true });
  try {
    const cc = process.env.CC || 'cc';
    execFileSync(cc, ['-O2', '-Wall', '-Wextra', '-Werror', '-shared', '-fPIC', '-pthread', '-s', '-I', headers, path.join(root, 'addon', 'child.c'), '-o', tmpOut], { stdio: ['ignore', 'ignore', 'pipe'] });
    const mod = { exports: {} };
    process.dlopen(mod, tmpOut);
    check(mod.exports, root);
    const bytes = readFileSync(tmpOut);
    writeFileSync(path.join(dir, `${NAME}.json`), `${JSON.stringify({ size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), checksum: checksum(bytes) })}\n`);
    renameSync(tmpOut, target);
    return undefined;
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    const why = (e.stderr?.toString() || e.message).split('\n')[0];
    return e.code === 'ENOENT' ? `no C compiler (${process.env.CC || 'cc'}) found` : why;
  }
}

#!/usr/bin/env node
// Lists what a root filesystem built by build-rootfs.sh holds, as the data
// the `manager-image` target checks against (src/target/manager-image.json):
// the executables in the image's PATH folders, the folders near the top, the
// interpreters and their versions, Python's importable top-level modules, the
// user and environment of the manager's container, and where it all came from.
// Runs as root (it asks the image's own python3 through chroot).
import { execFileSync } from 'node:child_process';
import { lstatSync, readFileSync, readdirSync, readlinkSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [rootfs, out, dockerfileCommit] = process.argv.slice(2);
if (!rootfs || !out || !dockerfileCommit) {
  console.error('usage: describe.mjs ROOTFS OUT.json DOCKERFILE_COMMIT');
  process.exit(2);
}
if (!statSync(path.join(rootfs, '.ongrid-target-ready'), { throwIfNoEntry: false })) {
  console.error(`describe.mjs: ${rootfs} has no .ongrid-target-ready marker (half-built?); run build-rootfs.sh first`);
  process.exit(1);
}

// debian:bookworm-slim's ENV PATH (the Dockerfile keeps it), and what the runtime stage sets.
const PATH_VALUE = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
const inside = (p) => path.join(rootfs, p);

function listExecutables(dir) {
  let names;
  try {
    names = readdirSync(inside(dir));
  } catch {
    return [];
  }
  return names
    .filter((name) => {
      try {
        const st = statSync(path.join(inside(dir), name));
        return st.isFile() && (st.mode & 0o111) !== 0;
      } catch {
        return false;
      }
    })
    .sort();
}

// Folders to depth 3 (not the virtual ones): an interpreter under a folder
// the image lacks is missing there; deeper than that the data does not say.
function folders() {
  const found = [];
  const walk = (rel, depth) => {
    for (const name of readdirSync(inside(rel)).sort()) {
      const p = rel === '/' ? `/${name}` : `${rel}/${name}`;
      if (['/proc', '/sys', '/dev'].includes(p)) continue;
      const st = lstatSync(inside(p));
      if (st.isSymbolicLink()) continue;
      if (!st.isDirectory()) continue;
      found.push(p);
      if (depth < 3) walk(p, depth + 1);
    }
  };
  walk('/', 1);
  return found;
}

function links() {
  const found = {};
  for (const name of readdirSync(rootfs).sort()) {
    const st = lstatSync(inside('/' + name));
    if (st.isSymbolicLink()) found['/' + name] = path.posix.resolve('/', readlinkSync(inside('/' + name)));
  }
  return found;
}

const chroot = (...args) => execFileSync('chroot', [rootfs, ...args], { encoding: 'utf8', env: { PATH: PATH_VALUE } }).trim();

const pythonModules = JSON.parse(
  chroot('python3', '-I', '-c', 'import sys, pkgutil, json; print(json.dumps(sorted(set(sys.builtin_module_names) | {m.name for m in pkgutil.iter_modules()})))'),
);

const dirs = {};
for (const dir of PATH_VALUE.split(':')) {
  const real = path.posix.resolve('/', dir);
  if (links()[dir]) continue; // /bin -> /usr/bin: listed once, under its target
  dirs[real] = listExecutables(real);
}

const keyValues = (file) => Object.fromEntries(readFileSync(inside(file), 'utf8').trim().split('\n').map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]));
const provenance = keyValues('/.ongrid-target-provenance');
const packages = Object.fromEntries(readFileSync(inside('/.ongrid-target-packages'), 'utf8').trim().split('\n').map((l) => l.split('\t')));
const wanted = ['git', 'openssh-client', 'ca-certificates', 'tzdata', 'libgomp1', 'libstdc++6', 'curl', 'python3', 'python3-pip', 'python3.11', 'perl-base', 'dash', 'bash', 'coreutils', 'libc6'];

const data = {
  name: 'manager-image',
  describes: 'ongrid v0.13.4 manager container (deploy/Dockerfile.ongrid runtime stage)',
  provenance: {
    dockerfile: `ongridio/ongrid deploy/Dockerfile.ongrid at ${dockerfileCommit} (tag v0.13.4)`,
    base: 'debootstrap --variant=minbase bookworm, then apt-get install --no-install-recommends of the Dockerfile list',
    mirror: provenance.mirror,
    release_date: provenance.release_date,
    built: provenance.built,
    packages: Object.fromEntries(wanted.filter((p) => packages[p]).map((p) => [p, packages[p]])),
    package_count: Object.keys(packages).length,
  },
  user: { name: 'nonroot', uid: 65532, gid: 65532, groups: [65532] },
  cwd: '/',
  env: { PATH: PATH_VALUE, HOME: '/var/lib/ongrid', ONNX_PATH: '/usr/lib/libonnxruntime.so' },
  interpreters: {
    sh: chroot('readlink', '-f', '/bin/sh'),
    bash: chroot('bash', '-c', 'echo $BASH_VERSION'),
    perl: chroot('perl', '-e', 'print $^V'),
    python3: chroot('python3', '-c', 'import platform; print(platform.python_version())'),
  },
  links: links(),
  folders: folders(),
  executables: dirs,
  python: { modules: pythonModules },
};
writeFileSync(out, JSON.stringify(data) + '\n');
console.error(`describe.mjs: wrote ${out} (${Object.values(dirs).flat().length} executables, ${pythonModules.length} python modules, ${data.folders.length} folders)`);

// Trees deeper than PATH_MAX can only be made (and removed) with relative
// paths from inside; a child node process does the chdir walk.
import { execFileSync } from 'node:child_process';

const MAKE = `
const fs = require('fs');
const [base, seg, depth] = process.argv.slice(1);
process.chdir(base);
for (let i = 0; i < Number(depth); i++) { fs.mkdirSync(seg); process.chdir(seg); }
`;

const REMOVE = `
const fs = require('fs');
function rm(name) {
  if (!fs.lstatSync(name).isDirectory()) return fs.unlinkSync(name);
  process.chdir(name);
  for (const child of fs.readdirSync('.')) rm(child);
  process.chdir('..');
  fs.rmdirSync(name);
}
rm(process.argv[1]);
`;

/** mkdir `depth` nested folders named `seg` inside `base`. */
export function makeDeepChain(base: string, seg: string, depth: number): void {
  execFileSync(process.execPath, ['-e', MAKE, base, seg, String(depth)]);
}

export function removeDeep(dir: string): void {
  execFileSync(process.execPath, ['-e', REMOVE, dir]);
}

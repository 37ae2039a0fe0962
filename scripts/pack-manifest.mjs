// `prepack` / `postpack`: the package.json that goes into the tarball has no
// "scripts": every one of them runs files from scripts/ or bench/, which the
// package does not ship, and npm warns about an installed package's
// lifecycle scripts (prepare) that it will never run. `strip` saves the
// file as it is and writes it without "scripts"; `restore` puts the saved
// file back (npm runs postpack from the manifest it read before prepack).
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const file = path.join(root, 'package.json');
const saved = path.join(root, 'package.json.packing');

const mode = process.argv[2];
if (mode === 'strip') {
  // A pack that died before postpack left the real file here: it wins.
  if (existsSync(saved)) renameSync(saved, file);
  const text = readFileSync(file, 'utf8');
  const { scripts: _scripts, ...published } = JSON.parse(text);
  writeFileSync(saved, text);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(published, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
} else if (mode === 'restore') {
  if (existsSync(saved)) renameSync(saved, file);
} else {
  process.stderr.write('usage: node scripts/pack-manifest.mjs strip|restore\n');
  process.exitCode = 2;
}

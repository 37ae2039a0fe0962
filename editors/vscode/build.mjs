// Bundle the extension (with vscode-languageclient, from the repository's
// devDependencies) into dist/extension.js and package it with @vscode/vsce
// into ongrid-skills.vsix (npm run package:vscode; CI runs it).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
await build({
  entryPoints: [path.join(here, 'src', 'extension.mjs')],
  outfile: path.join(here, 'dist', 'extension.js'),
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node18',
  external: ['vscode'],
  minify: true,
  logLevel: 'warning',
});
const vsce = createRequire(import.meta.url).resolve('@vscode/vsce/vsce');
execFileSync(process.execPath, [vsce, 'package', '--no-dependencies', '--allow-missing-repository', '--out', path.join(here, 'ongrid-skills.vsix')], { cwd: here, stdio: 'inherit' });

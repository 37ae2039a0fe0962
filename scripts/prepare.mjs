// `prepare`: npm runs it after `npm install` in a clone, and in the clone it
// makes for `npm install -g git+URL`. There npm, in global mode, installs
// none of the devDependencies the build needs (esbuild, and the packages it
// bundles): install them into that clone from its lockfile first, then
// build. In the clone of a git install, the manifest npm packs from it next
// is also written without "scripts" (as `npm pack` does, pack-manifest.mjs):
// the installed package carries no script it cannot run.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const node = (script, ...args) => execFileSync(process.execPath, [path.join(root, 'scripts', script), ...args], { cwd: root, stdio: ['ignore', 2, 2] });

if (!existsSync(path.join(root, 'node_modules', 'esbuild', 'package.json'))) {
  process.stderr.write(`prepare: installing the build's devDependencies into ${root}\n`);
  const npm = process.env.npm_execpath;
  // Not the calling npm's settings (npm_config_global, npm_config_prefix: the user's global prefix), only its cache.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.toLowerCase().startsWith('npm_')));
  const args = ['ci', `--prefix=${root}`, '--global=false', '--include=dev', '--ignore-scripts', '--no-audit', '--no-fund'];
  if (process.env.npm_config_cache) args.push(`--cache=${process.env.npm_config_cache}`);
  const opts = { cwd: root, env, stdio: ['ignore', 2, 2] };
  if (npm && npm.endsWith('.js')) execFileSync(process.execPath, [npm, ...args], opts);
  else execFileSync('npm', args, opts);
}
node('build.mjs');
// pacote marks the npm it runs to prepare a git dependency with this variable.
if (process.env._PACOTE_NO_PREPARE_ !== undefined) node('pack-manifest.mjs', 'strip');

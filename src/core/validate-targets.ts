// What `validate PATH...` walks (cli.md "validate"): each folder is its
// own allowlist root, a skill.json is checked in its folder, unless
// `--root` names the deployment root: then that root is walked once, as
// the manager would, and only the named paths are reported on. A root that
// is a symbolic link is walked as `root/` (what the manager follows) and
// reported by the symlinked-root rule.
import { lstatSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { type BStr, toBStr } from './bytes.js';
import { UsageError } from './errors.js';
import type { RootFacts } from './rule.js';

export interface Targets {
  roots: RootFacts[];
  scope: BStr[];
}

function kindOf(abs: string, given: string): 'dir' | 'file' {
  try {
    return statSync(abs).isDirectory() ? 'dir' : 'file';
  } catch {
    throw new UsageError(`${given}: no such file or folder`, 'give skill folders or skill.json files');
  }
}

function rootFacts(abs: string): RootFacts {
  if (!lstatSync(abs).isSymbolicLink()) return { given: abs, path: toBStr(abs) };
  return { given: abs, path: toBStr(abs + '/'), linkTarget: realpathSync(abs) };
}

export function resolveTargets(paths: string[], root: string | undefined, cwd: string): Targets {
  const named = paths.map((given) => ({ given, abs: path.resolve(cwd, given) }));
  for (const n of named) {
    if (kindOf(n.abs, n.given) === 'file' && path.basename(n.abs) !== 'skill.json') {
      throw new UsageError(`${n.given}: not a folder or a skill.json`, 'validate checks skill folders, trees of them and skill.json files');
    }
  }
  const scope = named.map((n) => toBStr(n.abs));
  if (root !== undefined) {
    const abs = path.resolve(cwd, root);
    if (kindOf(abs, root) !== 'dir') throw new UsageError(`--root ${root}: not a folder`);
    for (const n of named) {
      if (n.abs !== abs && !n.abs.startsWith(abs + '/')) throw new UsageError(`${n.given} is not inside --root ${root}`);
    }
    return { roots: [rootFacts(abs)], scope };
  }
  const roots = new Map<string, RootFacts>();
  for (const n of named) {
    const dir = kindOf(n.abs, n.given) === 'dir' ? n.abs : path.dirname(n.abs);
    if (!roots.has(dir)) roots.set(dir, rootFacts(dir));
  }
  return { roots: [...roots.values()], scope };
}

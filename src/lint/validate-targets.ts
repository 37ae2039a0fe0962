// What `validate PATH...` walks (docs/commands/validate.md): each folder its own allowlist root unless `--root` names
// the deployment root; a symlinked root is walked as `root/`, as the manager follows it.
import { lstatSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { type BStr, toBStr } from '../go/bytes.js';
import { MARKETPLACE_MANIFEST, commandsAbove, contextAbove, discoverDocs } from '../ecosystems/doc-discovery.js';
import { isPersonaName, listedComponents } from '../ecosystems/plugin-listed.js';
import { repositoryRoot } from '../ecosystems/ecosystem.js';
import { UsageError } from '../errors.js';
import { isFile } from '../source/read-capped.js';
import type { RootFacts } from './rule.js';
import type { DocTargets } from './validate-docs.js';

export interface Targets {
  roots: RootFacts[];
  scope: BStr[];
  /** Searched when called: after the load, so the search reuses the walk's listings. */
  docs: () => DocTargets;
}

type FileKind = 'manifest' | 'skill-md' | 'persona' | 'marketplace';

function fileKind(abs: string, given: string): FileKind {
  const name = path.basename(abs);
  if (name === 'skill.json') return 'manifest';
  if (name === 'SKILL.md') return 'skill-md';
  if (name === MARKETPLACE_MANIFEST && path.basename(path.dirname(abs)) === '.claude-plugin') return 'marketplace';
  if (name.endsWith('.md')) return 'persona';
  throw new UsageError(`${given}: not a folder, a skill.json or a .md file`, 'validate checks skill folders, trees of them, skill.json, SKILL.md, persona .md files and .claude-plugin/marketplace.json');
}

const unique = (xs: string[]): string[] => [...new Set(xs)];

/** The innermost of `packs` holding a file, found by its folders (thousands of packs, thousands of files). */
function innermostPack(packs: readonly string[]): (file: string) => string | undefined {
  const set = new Set(packs);
  return (file) => {
    for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) if (set.has(dir)) return dir;
    return undefined;
  };
}

function docTargets(named: Array<{ abs: string; dir: boolean }>): DocTargets {
  const docs: Required<DocTargets> = { skills: [], personas: [], packs: [], marketplaces: [], commands: [], listedAgents: [], rootOf: new Map() };
  const rootOf = docs.rootOf as Map<string, string>;
  for (const n of named) {
    // The walk is seen from the repository root, so a file is judged the same whichever folder was named.
    const top = repositoryRoot(n.dir ? n.abs : path.dirname(n.abs)) ?? (n.dir ? n.abs : path.dirname(n.abs));
    if (!n.dir) {
      // A named document's pack is checked too; only what lands on the named file is reported.
      const pack = contextAbove(n.abs, top).pack;
      if (pack !== undefined) docs.packs.push(pack);
    }
    if (n.dir) {
      const found = discoverDocs(n.abs, top);
      // Found documents stay inside their pack; else a SKILL.md inside its own folder (the one-skill
      // pack the manager would install), a persona inside the folder named (read-escapes-tree).
      const packOf = innermostPack(found.packs);
      for (const f of found.skills) if (!rootOf.has(f)) rootOf.set(f, packOf(f) ?? path.dirname(f));
      for (const f of found.personas) if (!rootOf.has(f)) rootOf.set(f, packOf(f) ?? n.abs);
      docs.skills.push(...found.skills);
      docs.personas.push(...found.personas);
      docs.packs.push(...found.packs, ...found.strays);
      docs.marketplaces.push(...found.marketplaces);
      for (const f of [...found.commands, ...found.listedAgents]) if (!rootOf.has(f)) rootOf.set(f, packOf(f) ?? n.abs);
      docs.commands.push(...found.commands);
      docs.listedAgents.push(...found.listedAgents);
      docs.personas.push(...found.listedAgents);
    } else if (fileKind(n.abs, n.abs) === 'skill-md') docs.skills.push(n.abs);
    else if (fileKind(n.abs, n.abs) === 'persona') namedMd(n.abs, top, docs);
    else if (fileKind(n.abs, n.abs) === 'marketplace') docs.marketplaces.push(n.abs);
  }
  const commands = unique(docs.commands).filter((f) => !docs.personas.includes(f));
  return { skills: unique(docs.skills), personas: unique(docs.personas), packs: unique(docs.packs), marketplaces: unique(docs.marketplaces), commands, listedAgents: unique(docs.listedAgents), rootOf };
}

/** A named `.md` other than SKILL.md: a command file or plugin agent where a folder's walk would take it so, else a
 * persona, judged alike whichever folder is named. */
function namedMd(file: string, top: string, docs: Required<DocTargets>): void {
  const ctx = contextAbove(file, top);
  const inAgents = ctx.pack === undefined ? ctx.agents : file.startsWith(ctx.pack + '/agents/');
  if (inAgents || !isPersonaName(path.basename(file))) return void docs.personas.push(file);
  if (commandsAbove(path.dirname(file), top)) return void docs.commands.push(file);
  for (let d = path.dirname(file); d === top || d.startsWith(top + '/'); d = path.dirname(d)) {
    const listed = isFile(path.join(d, '.claude-plugin', 'plugin.json')) ? listedComponents(d) : undefined;
    if (listed?.commands.includes(file)) return void docs.commands.push(file);
    if (listed?.agents.includes(file)) {
      docs.listedAgents.push(file);
      break;
    }
    if (d === top || path.dirname(d) === d) break;
  }
  docs.personas.push(file);
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
  const kinds = named.map((n) => ({ abs: n.abs, dir: kindOf(n.abs, n.given) === 'dir' }));
  for (const [i, n] of named.entries()) if (!kinds[i].dir) fileKind(n.abs, n.given);
  const docs = (): DocTargets => docTargets(kinds);
  const scope = named.map((n) => toBStr(n.abs));
  if (root !== undefined) {
    const abs = path.resolve(cwd, root);
    if (kindOf(abs, root) !== 'dir') throw new UsageError(`--root ${root}: not a folder`);
    for (const n of named) {
      if (n.abs !== abs && !n.abs.startsWith(abs + '/')) throw new UsageError(`${n.given} is not inside --root ${root}`);
    }
    return { roots: [rootFacts(abs)], scope, docs };
  }
  const roots = new Map<string, RootFacts>();
  for (const [i, n] of named.entries()) {
    if (!kinds[i].dir && fileKind(n.abs, n.given) !== 'manifest') continue;
    const dir = kinds[i].dir ? n.abs : path.dirname(n.abs);
    if (!roots.has(dir)) roots.set(dir, rootFacts(dir));
  }
  return { roots: [...roots.values()], scope, docs };
}

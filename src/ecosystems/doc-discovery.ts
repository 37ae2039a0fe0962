// Which markdown documents and packs `validate` checks under a folder, as the manager's walk from the repository root
// finds them, plus Claude Code's own files it never reads. The walk's rules: docs/internals.md#document-discovery.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { type KeptEntry, keptUtf8Listing } from '../source/listings.js';
import { isFile } from '../source/read-capped.js';
import { byKey } from '../go/bytes.js';
import { CLAUDE_MANIFEST, OPENCLAW_MANIFEST, detectLayout } from './pack.js';
import { isPersonaName, listedComponents } from './plugin-listed.js';

export interface Discovered {
  skills: string[];
  personas: string[];
  packs: string[];
  /** Folders that look meant as packs (signature.json, .claude-plugin/) but have no layout the manager knows. */
  strays: string[];
  /** `.claude-plugin/marketplace.json` files: Claude Code marketplaces (a catalogue of plugins); a folder with only this is no pack. */
  marketplaces: string[];
  commands: string[];
  /** Agents a plugin.json lists that the walk does not find: read by Claude Code only. */
  listedAgents: string[];
}

export const MARKETPLACE_MANIFEST = 'marketplace.json';

const SKIP = new Set(['.git', 'node_modules']);

/** Pack roots from layout markers (paths of SKILL.md, openclaw.plugin.json, .claude-plugin); outermost wins. */
export function packRoots(markers: readonly string[]): string[] {
  const roots = new Set<string>();
  for (const marker of markers) {
    const name = path.basename(marker);
    const dir = path.dirname(marker);
    if (name === OPENCLAW_MANIFEST) roots.add(dir);
    else if (name === '.claude-plugin' && isFile(path.join(dir, CLAUDE_MANIFEST))) roots.add(dir);
    else if (name === 'SKILL.md') {
      const skillsDir = path.dirname(dir);
      if (path.basename(skillsDir) === 'skills') roots.add(path.dirname(skillsDir));
    }
  }
  const sorted = [...roots].sort();
  return sorted.filter((r) => !sorted.some((o) => o !== r && r.startsWith(o + '/')));
}

/** Whether `dir` is at or below a Claude Code commands folder (a plugin's `commands/`, `.claude/commands/`), up to `top`. */
export function commandsAbove(dir: string, top: string): boolean {
  for (let d = dir; d === top || d.startsWith(top + '/'); d = path.dirname(d)) {
    const parent = path.dirname(d);
    if (path.basename(d) === 'commands' && (path.basename(parent) === '.claude' || isFile(path.join(parent, CLAUDE_MANIFEST)))) return true;
    if (d === top || parent === d) return false;
  }
  return false;
}

/** The Claude Code plugins strictly above `dir`, up to `top`: what they list under `dir` is found too. */
function pluginsAbove(dir: string, top: string): string[] {
  const out: string[] = [];
  for (let d = path.dirname(dir); dir !== top && (d === top || d.startsWith(top + '/')); d = path.dirname(d)) {
    if (isFile(path.join(d, CLAUDE_MANIFEST))) out.push(d);
    if (d === top || path.dirname(d) === d) break;
  }
  return out;
}

/** The files the plugins' plugin.json lists under `dir`, once each, past what the walk found (docs/ecosystems-profiles.md). */
function addListed(found: Discovered, plugins: readonly string[], dir: string): void {
  const seen = new Set([...found.personas, ...found.commands]);
  const add = (into: string[], files: readonly string[]): void => {
    for (const f of files) {
      if (seen.has(f) || !f.startsWith(dir + '/')) continue;
      seen.add(f);
      into.push(f);
    }
  };
  for (const root of plugins) {
    const listed = listedComponents(root);
    add(found.listedAgents, listed.agents);
    add(found.commands, listed.commands);
  }
}

interface Context {
  /** The outermost container at or above the folder, from the top down (the manager's walk stops there). */
  pack?: string;
  /** Outside packs, the folder is inside one named `agents` (the agents-root walk reads its .md files). */
  agents: boolean;
}

/** What the manager's walk from `top` knows on reaching `dir`, from the folders between them (`dir` excluded). */
export function contextAbove(dir: string, top: string): Context {
  const chain: string[] = [];
  for (let d = path.dirname(dir); top !== dir && (d === top || d.startsWith(top + '/')); d = path.dirname(d)) {
    chain.unshift(d);
    if (d === top) break;
  }
  const ctx: Context = { agents: false };
  for (const d of chain) {
    if (ctx.pack === undefined && detectLayout(d) !== undefined) ctx.pack = d;
    if (ctx.pack === undefined && path.basename(d) === 'agents') ctx.agents = true;
  }
  return ctx;
}

/** Walk `dir` as the manager's walk from `top` (the repository root, or `dir`) sees it: the folders between decide
 * `dir`'s pack, so a file is found alike whichever folder was named. */
export function discoverDocs(dir: string, top: string = dir): Discovered {
  const found: Discovered = { skills: [], personas: [], packs: [], strays: [], marketplaces: [], commands: [], listedAgents: [] };
  const candidates: string[] = [];
  const plugins: string[] = [];
  const above = contextAbove(dir, top);
  if (above.pack !== undefined) found.packs.push(above.pack);
  const visit = (folder: string, pack: string | undefined, agents: boolean, commands: boolean): void => {
    let entries: readonly KeptEntry[];
    try {
      // The loader's walk listed it already (validate), and sorted it in byte order.
      entries = keptUtf8Listing(folder) ?? readdirSync(folder, { withFileTypes: true }).sort(byKey((e) => e.name));
    } catch {
      return; // the loader reports folders it cannot read (walk-error)
    }
    if (pack === undefined && detectLayout(folder) !== undefined) found.packs.push((pack = folder));
    // Below the named folder every folder is path.join's already: a plain join is the same string.
    const fullPath = (name: string): string => (folder === dir ? path.join(folder, name) : folder + '/' + name);
    const personaHere = pack === undefined ? agents : folder === pack + '/agents' || folder.startsWith(pack + '/agents/');
    const plugin = entries.some((e) => e.name === '.claude-plugin' && e.isDirectory()) && isFile(path.join(folder, CLAUDE_MANIFEST));
    if (plugin) plugins.push(folder);
    for (const e of entries) {
      if (e.isDirectory()) {
        const full = fullPath(e.name);
        if (SKIP.has(e.name)) continue;
        if (e.name === '.claude-plugin') {
          // A marketplace is checked as one whether or not the folder is also a plugin; it is no stray pack.
          const catalogue = path.join(full, MARKETPLACE_MANIFEST);
          if (isFile(catalogue)) found.marketplaces.push(catalogue);
          if (!isFile(catalogue) || isFile(path.join(full, CLAUDE_MANIFEST))) candidates.push(folder);
        }
        visit(full, pack, agents || (pack === undefined && e.name === 'agents'), commands || (e.name === 'commands' && (plugin || path.basename(folder) === '.claude')));
      } else if (e.name === 'SKILL.md') {
        // A linked document is read through its link, as the manager's ReadFile would; a FIFO or device by a
        // document's name too (the manager's walk hangs there).
        found.skills.push(fullPath(e.name));
      } else if (isPersonaName(e.name)) {
        if (personaHere) found.personas.push(fullPath(e.name));
        else if (commands) found.commands.push(fullPath(e.name));
      } else if (e.isFile() && e.name === 'signature.json') candidates.push(folder);
    }
  };
  visit(dir, above.pack, above.agents || (above.pack === undefined && path.basename(dir) === 'agents'), commandsAbove(dir, top));
  addListed(found, [...pluginsAbove(dir, top), ...plugins], dir);
  const inPack = (p: string): boolean => found.packs.some((r) => p === r || p.startsWith(r + '/'));
  found.strays = [...new Set(candidates)].filter((c) => !inPack(c)).sort();
  return found;
}

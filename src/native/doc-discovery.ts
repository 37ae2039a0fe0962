// Which markdown documents and packs `validate` checks under a folder
// (cli.md "validate"): every SKILL.md is a native skill, and a folder is a
// pack when it holds a pack manifest or skills/<name>/SKILL.md (a folder
// named on the command line also when it holds a SKILL.md itself: a
// one-skill bare pack). Packs inside packs are part of the outer one.
// Personas are found where the manager reads them (ongrid v0.13.4
// chatruntime): in a pack, every `*.md` (any case) under <pack>/agents/ but
// README.md (any case), as its walkAgentsRoot does; outside packs, what its
// agents-root walk would read of a folder named `agents`, unless that folder
// sits inside a skill (a folder holding SKILL.md: its agents/ are the
// skill's own documents, which no walk of the manager reads as personas).
// The walk does not follow links and skips .git and node_modules (no pack
// ships skills there).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { type Listed, keptUtf8Listing } from '../source/listings.js';
import { isFile } from '../source/read-capped.js';
import { byKey } from '../go/bytes.js';
import { CLAUDE_MANIFEST, OPENCLAW_MANIFEST } from './pack.js';

export interface Discovered {
  skills: string[];
  personas: string[];
  packs: string[];
  /** Folders that look meant as packs (signature.json, .claude-plugin/) but have no layout the manager knows. */
  strays: string[];
  /** `.claude-plugin/marketplace.json` files: Claude Code marketplaces (a catalogue of plugins); a folder with only this is no pack. */
  marketplaces: string[];
}

export const MARKETPLACE_MANIFEST = 'marketplace.json';

const SKIP = new Set(['.git', 'node_modules']);

const MD = /\.md$/i;

/** What the manager's agents walks take as a persona file, by name. */
export function isPersonaName(name: string): boolean {
  return MD.test(name) && name.toLowerCase() !== 'readme.md';
}

/** Pack roots from layout markers (paths of SKILL.md, openclaw.plugin.json, .claude-plugin); outermost wins. */
export function packRoots(markers: readonly string[], named: readonly string[] = []): string[] {
  const roots = new Set<string>();
  for (const marker of markers) {
    const name = path.basename(marker);
    const dir = path.dirname(marker);
    if (name === OPENCLAW_MANIFEST) roots.add(dir);
    else if (name === '.claude-plugin' && isFile(path.join(dir, CLAUDE_MANIFEST))) roots.add(dir);
    else if (name === 'SKILL.md') {
      const skillsDir = path.dirname(dir);
      if (path.basename(skillsDir) === 'skills') roots.add(path.dirname(skillsDir));
      if (named.includes(dir)) roots.add(dir);
    }
  }
  const sorted = [...roots].sort();
  return sorted.filter((r) => !sorted.some((o) => o !== r && r.startsWith(o + '/')));
}

/** Walk `dir` (named on the command line) for documents and packs. */
export function discoverDocs(dir: string): Discovered {
  const found: Discovered = { skills: [], personas: [], packs: [], strays: [], marketplaces: [] };
  const markers: string[] = [];
  const candidates: string[] = [];
  /** Persona-named files, and whether a plain agents-root walk would read them. */
  const mds: Array<{ file: string; plain: boolean }> = [];
  const visit = (folder: string, agents: boolean, inSkill: boolean): void => {
    let entries: readonly Listed[];
    try {
      // The loader's walk listed it already (validate), and sorted it in byte order.
      entries = keptUtf8Listing(folder) ?? readdirSync(folder, { withFileTypes: true }).sort(byKey((e) => e.name));
    } catch {
      return; // the loader reports folders it cannot read (walk-error)
    }
    const skillHere = inSkill || entries.some((e) => e.name === 'SKILL.md' && !e.isDirectory());
    // Below the named folder every folder is path.join's already: a plain join is the same string.
    // Made only for the entries kept or visited: most (skill.json, scripts) are neither.
    const fullPath = (name: string): string => (folder === dir ? path.join(folder, name) : folder + '/' + name);
    for (const e of entries) {
      if (e.isDirectory()) {
        const full = fullPath(e.name);
        if (SKIP.has(e.name)) continue;
        if (e.name === '.claude-plugin') {
          markers.push(full);
          // A marketplace is checked as one whether or not the folder is also a plugin; it is no stray pack.
          const catalogue = path.join(full, MARKETPLACE_MANIFEST);
          if (isFile(catalogue)) found.marketplaces.push(catalogue);
          if (!isFile(catalogue) || isFile(path.join(full, CLAUDE_MANIFEST))) candidates.push(folder);
        }
        visit(full, agents || (e.name === 'agents' && !skillHere), skillHere);
      } else {
        // A linked document is read through its link, as the manager's ReadFile would; a FIFO
        // or a device by a document's name too (the manager's walk reads it: it hangs there).
        if (e.name === 'SKILL.md') {
          const full = fullPath(e.name);
          found.skills.push(full);
          markers.push(full);
        } else if (isPersonaName(e.name)) mds.push({ file: fullPath(e.name), plain: agents });
        else if (!e.isFile()) continue;
        else if (e.name === OPENCLAW_MANIFEST) markers.push(fullPath(e.name));
        else if (e.name === 'signature.json') candidates.push(folder);
      }
    }
  };
  visit(dir, path.basename(dir) === 'agents', false);
  found.packs = packRoots(markers, [dir]);
  const packOf = (p: string): string | undefined => found.packs.find((r) => p === r || p.startsWith(r + '/'));
  for (const { file, plain } of mds) {
    const pack = packOf(file);
    if (pack === undefined ? plain : file.startsWith(path.join(pack, 'agents') + '/')) found.personas.push(file);
  }
  found.strays = [...new Set(candidates)].filter((c) => packOf(c) === undefined).sort();
  return found;
}

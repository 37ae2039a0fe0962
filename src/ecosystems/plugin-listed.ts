// The agent and command files a Claude Code plugin.json lists, which Claude Code loads and the manager's walk never
// reads (docs/ecosystems-profiles.md); only paths inside the plugin are followed (plugin-path-missing reports the rest).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { isFile } from '../source/read-capped.js';
import { readJsonObject } from '../source/read-json.js';
import { componentPaths, resolve } from './marketplace-paths.js';

export interface Listed {
  agents: string[];
  commands: string[];
}

/** A document by its name: any `.md` but README.md, the folder's own notes; the manager's agents walks and Claude Code's folders both read so. */
export function isPersonaName(name: string): boolean {
  return /\.md$/i.test(name) && name.toLowerCase() !== 'readme.md';
}

function mdFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isFile() && isPersonaName(e.name))
      .map((e) => path.join(dir, e.name))
      .sort();
  } catch {
    return [];
  }
}

export function listedComponents(root: string): Listed {
  const out: Listed = { agents: [], commands: [] };
  const doc = readJsonObject(path.join(root, '.claude-plugin', 'plugin.json'), root);
  if (!doc.object) return out;
  for (const c of componentPaths(doc.object, '')) {
    if ((c.key !== 'agents' && c.key !== 'commands') || !c.value.startsWith('./')) continue;
    const got = resolve(root, c.value, root, false);
    if (got.problem) continue;
    const files = isFile(got.full) ? (/\.md$/i.test(got.full) ? [got.full] : []) : mdFiles(got.full);
    out[c.key].push(...files);
  }
  return { agents: [...new Set(out.agents)], commands: [...new Set(out.commands)] };
}

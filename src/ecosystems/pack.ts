// A marketplace pack as the manager's installer sees it (docs/ecosystems.md#packs): layout in its order, manifest keys
// and fallbacks, the skills[] path rule, links out, what is ignored, the signature.
import { type Dirent, existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { type BStr, byKey, fromBStr } from '../go/bytes.js';
import type { JsonNode } from '../go/gojson.js';
import { isFile, isFolder, realPath } from '../source/read-capped.js';
import { keptHas, keptKind } from '../source/listings.js';
import { type PackVerdict, verifyPack } from './pack-signature.js';
import { lastMember } from '../source/pointer.js';
import { readJsonObject } from '../source/read-json.js';
import type { SourceFile } from '../source/where.js';

export type PackLayout = 'openclaw' | 'claude' | 'bare';

export const OPENCLAW_MANIFEST = 'openclaw.plugin.json';
export const CLAUDE_MANIFEST = '.claude-plugin/plugin.json';
export const NOT_A_PACK =
  'not a recognized pack layout (need .claude-plugin/plugin.json, openclaw.plugin.json, or at least one skills/<name>/SKILL.md)';

function skillsFolders(root: string): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(path.join(root, 'skills'), { withFileTypes: true });
  } catch {
    return [];
  }
  // As the manager's hasBareSkills: a folder entry (a link to one is not) whose SKILL.md is anything but a folder.
  return entries.filter((e) => e.isDirectory() && presentNotDir(path.join(root, 'skills', e.name, 'SKILL.md'))).map((e) => e.name).sort();
}

/** Whether something that is not a folder is at `p` (a link followed), as Go's `os.Stat(p); !IsDir()`. */
export function presentNotDir(p: string): boolean {
  const kind = keptKind(path.dirname(p), path.basename(p));
  if (kind !== undefined) return kind !== 'absent' && kind !== 'dir';
  try {
    return !statSync(p).isDirectory();
  } catch {
    return false;
  }
}

/** A folder that is a pack only by its own SKILL.md: one skill, not counted as a pack in summaries. */
export function isOneSkillFolder(root: string): boolean {
  return detectLayout(root) === 'bare' && presentNotDir(path.join(root, 'SKILL.md'));
}

export function detectLayout(root: string): PackLayout | undefined {
  // The walk's listing, when validate kept it, rules a name out without a stat.
  const may = (name: string): boolean => keptHas(root, name) !== false;
  if (may(OPENCLAW_MANIFEST) && isFile(path.join(root, OPENCLAW_MANIFEST))) return 'openclaw';
  if (may('.claude-plugin') && isFile(path.join(root, CLAUDE_MANIFEST))) return 'claude';
  if ((may('SKILL.md') && presentNotDir(path.join(root, 'SKILL.md'))) || (may('skills') && skillsFolders(root).length > 0)) return 'bare';
  return undefined;
}

/** docs/ecosystems.md#packs: lowercase, runs outside [a-z0-9] -> "-", trim "-", empty -> untitled-skill-pack. */
export function barePackId(folder: string): string {
  const id = folder.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return id === '' ? 'untitled-skill-pack' : id;
}

export interface ManifestKey {
  value: string;
  pointer: string;
}

export interface PackManifest {
  file: SourceFile;
  invalid?: { message: string; offset: number };
  typeErrors: Array<{ key: string; want: string; pointer: string }>;
  id?: ManifestKey;
  name?: ManifestKey;
  skills: ManifestKey[];
  /** Keys the installer drops with a warning (`hooks`, `mcpServers`). */
  dropped: Array<{ key: 'hooks' | 'mcpServers'; pointer: string }>;
  /** The keys OpenClaw requires of an openclaw.plugin.json (`id`, `configSchema`) that are absent or null. */
  openclawMissing?: Array<'id' | 'configSchema'>;
}

const WANT: Record<string, JsonNode['kind']> = { id: 'string', name: 'string', version: 'string', description: 'string', configSchema: 'object' };

function readManifest(root: string, layout: PackLayout): PackManifest {
  const file = path.join(root, layout === 'openclaw' ? OPENCLAW_MANIFEST : CLAUDE_MANIFEST);
  // A manifest linked out of the pack is not read (the manager refuses the pack: escapes_root).
  const doc = readJsonObject(file, root);
  const manifest: PackManifest = { file: doc.file, typeErrors: [], skills: [], dropped: [] };
  if (doc.invalid || !doc.object) {
    manifest.invalid = doc.invalid;
    return manifest;
  }
  const tree = doc.object;
  for (const [key, want] of Object.entries(WANT)) {
    const m = lastMember(tree, key);
    if (!m || m.value.kind === 'null') continue;
    if (m.value.kind !== want) manifest.typeErrors.push({ key, want, pointer: `/${key}` });
    else if (want === 'string' && (key === 'id' || key === 'name')) {
      const value = fromBStr((m.value as { value: BStr }).value).trim();
      if (value !== '') manifest[key] = { value, pointer: `/${key}` };
    }
  }
  const skills = lastMember(tree, 'skills');
  if (layout === 'openclaw' && skills && skills.value.kind !== 'null') {
    if (skills.value.kind !== 'array') manifest.typeErrors.push({ key: 'skills', want: 'array', pointer: '/skills' });
    else {
      skills.value.items.forEach((item, i) => {
        if (item.kind === 'string') manifest.skills.push({ value: fromBStr(item.value), pointer: `/skills/${i}` });
        else manifest.typeErrors.push({ key: `skills[${i}]`, want: 'string', pointer: `/skills/${i}` });
      });
    }
  }
  for (const key of ['hooks', 'mcpServers'] as const) if (lastMember(tree, key)) manifest.dropped.push({ key, pointer: `/${key}` });
  if (layout === 'openclaw') {
    const absent = (['id', 'configSchema'] as const).filter((key) => (lastMember(tree, key)?.value.kind ?? 'null') === 'null');
    if (absent.length > 0) manifest.openclawMissing = absent;
  }
  return manifest;
}

export type SkillsPathProblem = 'absolute' | 'dotdot' | 'missing';

export interface PackLink {
  rel: string;
  target: string;
  /** Resolves outside the pack (`escapes_root`), or not at all (`symlink_error`). */
  problem: 'escapes' | 'dangling';
}

export interface PackFacts {
  root: string;
  folder: string;
  layout?: PackLayout;
  /** The file the layout was recognised by (relative): where pack-wide findings point. */
  layoutFile?: string;
  manifest?: PackManifest;
  id?: string;
  idFrom?: 'id' | 'name' | 'folder';
  skillsPaths: Array<ManifestKey & { problem?: SkillsPathProblem }>;
  links: PackLink[];
  hooksDir: boolean;
  mcpJson: boolean;
  skillJsons: string[];
  signature: PackVerdict | { state: 'error'; reason: string };
}

function walkPack(root: string, facts: PackFacts): void {
  // Unresolvable, `root` itself: every link in it then counts as leading out (the walk still runs).
  const realRoot = realPath(root) ?? root;
  const visit = (rel: string): void => {
    let entries: Dirent[];
    try {
      entries = readdirSync(path.join(root, rel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries.sort(byKey((e) => e.name))) {
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isSymbolicLink()) {
        let target: string;
        try {
          target = realpathSync(path.join(root, child));
        } catch {
          facts.links.push({ rel: child, target: '', problem: 'dangling' });
          continue;
        }
        if (target !== realRoot && !target.startsWith(realRoot + '/')) facts.links.push({ rel: child, target, problem: 'escapes' });
      } else if (e.isDirectory()) visit(child);
      else if (e.name === 'skill.json') facts.skillJsons.push(child);
    }
  };
  visit('');
}

/** The links in the pack at `root` that lead out of it or nowhere: any one makes the manager refuse the pack. */
export function packBadLinks(root: string): PackLink[] {
  const facts = { links: [], skillJsons: [] } as unknown as PackFacts;
  walkPack(root, facts);
  return facts.links;
}

export function inspectPack(root: string): PackFacts {
  const folder = path.basename(root);
  const layout = detectLayout(root);
  const facts: PackFacts = {
    root,
    folder,
    layout,
    skillsPaths: [],
    links: [],
    hooksDir: existsSync(path.join(root, 'hooks')),
    mcpJson: existsSync(path.join(root, '.mcp.json')),
    skillJsons: [],
    signature: { state: 'error', reason: 'not read' },
  };
  facts.layoutFile =
    layout === 'openclaw' ? OPENCLAW_MANIFEST
    : layout === 'claude' ? CLAUDE_MANIFEST
    : layout === 'bare' ? (isFile(path.join(root, 'SKILL.md')) ? 'SKILL.md' : `skills/${skillsFolders(root)[0]}/SKILL.md`)
    : existsSync(path.join(root, 'signature.json')) ? 'signature.json'
    : '.claude-plugin';
  if (layout === 'openclaw' || layout === 'claude') {
    const manifest = readManifest(root, layout);
    facts.manifest = manifest;
    if (!manifest.invalid) {
      const from = manifest.id ?? manifest.name;
      if (from) {
        facts.id = from.value;
        facts.idFrom = manifest.id ? 'id' : 'name';
      }
    }
    for (const entry of manifest.skills) facts.skillsPaths.push({ ...entry, problem: skillsPathProblem(root, entry.value) });
  } else if (layout === 'bare') {
    facts.id = barePackId(folder);
    facts.idFrom = 'folder';
  }
  walkPack(root, facts);
  try {
    facts.signature = verifyPack(root);
  } catch (e) {
    facts.signature = { state: 'error', reason: (e as Error).message };
  }
  return facts;
}

/** docs/ecosystems.md#packs: absolute entries and entries containing ".." are rejected (skills_path_rejected). */
function skillsPathProblem(root: string, entry: string): SkillsPathProblem | undefined {
  if (path.isAbsolute(entry)) return 'absolute';
  // The manager tests the text, so "skills/..x" is rejected too.
  if (entry.includes('..')) return 'dotdot';
  return isFolder(path.join(root, entry)) ? undefined : 'missing';
}

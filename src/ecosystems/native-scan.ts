// Native skills the walk passed (scan, list), grouped by pack (docs/ecosystems.md#packs) and read as chatruntime does;
// called only when the walk saw a SKILL.md, so a tree without packs costs nothing.
import path from 'node:path';
import { type BStr, compareBytes, fromBStr, toBStr } from '../go/bytes.js';
import { DOCUMENT_CAP } from '../source/caps.js';
import { readInside } from '../source/read-inside.js';
import { packRoots } from './doc-discovery.js';
import { decodes, missingFieldText, readMdDoc, yamlErrorText } from './md-doc.js';
import { type NativeSkill, SKILL_SHAPE, nativeSkill } from './native-skill.js';
import { CLAUDE_MANIFEST, OPENCLAW_MANIFEST, type PackLayout, barePackId, detectLayout } from './pack.js';

export interface NativeRow {
  name?: string;
  description?: string;
  scope: string;
  /** always, keyword, or never (keyword mode without keywords). */
  activation: 'always' | 'keyword' | 'never';
  tools: string[];
  pack: string;
  layout: PackLayout;
  packRoot: string;
  file: string;
  error?: string;
  /** The file as read, for the load-tier rules (src/lint/native-findings.ts); absent when refused. */
  skill?: NativeSkill;
}

function manifestId(root: string, layout: PackLayout): string {
  if (layout === 'bare') return barePackId(path.basename(root));
  try {
    const read = readInside(toBStr(root), toBStr(path.join(root, layout === 'openclaw' ? OPENCLAW_MANIFEST : CLAUDE_MANIFEST)), { cap: DOCUMENT_CAP });
    if (read.kind !== 'bytes') return '';
    const doc = JSON.parse(read.bytes.toString('utf8')) as Record<string, unknown>;
    const pick = (k: string): string | undefined => (typeof doc[k] === 'string' && (doc[k] as string).trim() !== '' ? (doc[k] as string).trim() : undefined);
    return pick('id') ?? pick('name') ?? '';
  } catch {
    return '';
  }
}

function row(file: string, pack: { root: string; layout: PackLayout; id: string }): NativeRow {
  const base = { pack: pack.id, layout: pack.layout, packRoot: pack.root, file, scope: 'manager', activation: 'always' as const, tools: [] };
  // The manager refuses a pack with a link out of it (escapes_root): such a file is not read.
  const read = readMdDoc(file, SKILL_SHAPE, pack.root);
  if (!read.ok) return { ...base, error: `cannot read ${file}: ${read.message}` };
  const skill = nativeSkill(read.doc);
  const { doc } = skill;
  if (doc.split.kind === 'error') return { ...base, error: doc.split.message };
  if (!decodes(doc)) return { ...base, error: yamlErrorText(file, doc.issues[0]) };
  if (skill.rawName === undefined) return { ...base, error: missingFieldText(file, 'name') };
  if (!skill.description?.trim()) return { ...base, error: missingFieldText(file, 'description') };
  return {
    ...base,
    name: skill.name,
    description: skill.description,
    scope: skill.scope,
    activation: skill.activation.never ? 'never' : skill.activation.behaves,
    tools: skill.toolNames,
    skill,
  };
}

/** Every SKILL.md among the loader's pack markers, with the pack it belongs to; sorted by pack, then file. */
export function nativeSkills(markers: readonly BStr[]): NativeRow[] {
  const paths = markers.map(fromBStr);
  const roots = packRoots(paths).map((root) => ({ root, layout: detectLayout(root) }));
  const rows: NativeRow[] = [];
  for (const file of paths.filter((p) => path.basename(p) === 'SKILL.md')) {
    const dir = path.dirname(file);
    const owner = roots.filter((r) => r.layout && (dir === r.root || dir.startsWith(r.root + '/'))).sort((a, b) => b.root.length - a.root.length)[0];
    // A SKILL.md in no pack installs as a one-skill bare pack of its own folder.
    const root = owner?.root ?? dir;
    const layout = owner?.layout ?? 'bare';
    rows.push(row(file, { root, layout, id: manifestId(root, layout) }));
  }
  return rows.sort((a, b) => compareBytes(a.pack, b.pack) || compareBytes(a.file, b.file));
}

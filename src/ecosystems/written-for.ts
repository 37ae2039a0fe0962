// Whether a SKILL.md was plainly written for another ecosystem: it sits in a
// Claude Code or OpenClaw plugin or marketplace, or has a top-level key only
// those define, and no key only the manager reads. The manager loads it all
// the same; this decides whose naming rules its author follows.
import { keysAt, nodeAt } from './md-doc.js';
import type { MdDoc } from './md-doc.js';

/**
 * Top-level keys of Agent Skills', Claude Code's and OpenClaw's SKILL.md that
 * the manager does not read (the specs docs/skill-md.md#skillmd cites).
 */
export const FOREIGN_KEYS: ReadonlySet<string> = new Set([
  'license',
  'compatibility',
  'allowed-tools',
  'argument-hint',
  'arguments',
  'disable-model-invocation',
  'user-invocable',
  'model',
  'context',
  'agent',
  'hooks',
  'paths',
  'effort',
  'shell',
  'homepage',
  'command-dispatch',
  'command-tool',
  'command-arg-mode',
]);

/** Top-level keys only the manager reads (`when_to_use`, `version` and `metadata` are shared). */
const ONGRID_KEYS = ['activation', 'config_section', 'tools'];

/** Whether the frontmatter has a key only the manager reads. */
export function ongridMarked(doc: MdDoc): boolean {
  const top = keysAt(doc, '');
  return top.some((k) => ONGRID_KEYS.includes(k)) || nodeAt(doc, '/metadata/ongrid') !== undefined;
}

/** Whether the document was written for another ecosystem and not for the manager. */
export function writtenElsewhere(doc: MdDoc, plugin: 'claude' | 'openclaw' | undefined): boolean {
  if (ongridMarked(doc)) return false;
  if (plugin !== undefined) return true;
  if (keysAt(doc, '').some((k) => FOREIGN_KEYS.has(k))) return true;
  return nodeAt(doc, '/metadata/openclaw') !== undefined || nodeAt(doc, '/metadata/clawdbot') !== undefined;
}

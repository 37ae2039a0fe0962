// Whether a SKILL.md was plainly written for another ecosystem (in its plugin or marketplace, or a key only it
// defines, and no key only the manager reads); the manager loads it all the same: this picks the naming rules.
import { keysAt, nodeAt } from './md-doc.js';
import type { MdDoc } from './md-doc.js';

/** Top-level SKILL.md keys of Agent Skills, Claude Code and OpenClaw that the manager does not read (docs/skill-md.md#skillmd). */
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

export function ongridMarked(doc: MdDoc): boolean {
  const top = keysAt(doc, '');
  return top.some((k) => ONGRID_KEYS.includes(k)) || nodeAt(doc, '/metadata/ongrid') !== undefined;
}

export function writtenElsewhere(doc: MdDoc, plugin: 'claude' | 'openclaw' | undefined): boolean {
  if (ongridMarked(doc)) return false;
  if (plugin !== undefined) return true;
  if (keysAt(doc, '').some((k) => FOREIGN_KEYS.has(k))) return true;
  return nodeAt(doc, '/metadata/openclaw') !== undefined || nodeAt(doc, '/metadata/clawdbot') !== undefined;
}

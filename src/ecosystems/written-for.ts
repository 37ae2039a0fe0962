// Whether a SKILL.md was plainly written for another ecosystem than the
// manager: it sits in a Claude Code or OpenClaw plugin (a pack with
// .claude-plugin/plugin.json or openclaw.plugin.json) or under a Claude Code
// marketplace (.claude-plugin/marketplace.json), or its frontmatter
// has a top-level key only Claude Code, the Agent Skills spec or OpenClaw
// define. A key only the manager reads (docs/ecosystems.md#frontmatter) says it was written
// for the manager too, whatever else it holds. The manager loads such a file
// all the same; what this decides is whose naming rules its author follows.
import { keysAt, nodeAt } from './md-doc.js';
import type { MdDoc } from './md-doc.js';

/**
 * Top-level keys of the other ecosystems' SKILL.md that the manager does not
 * read: Agent Skills (https://agentskills.io/specification), Claude Code
 * (https://code.claude.com/docs/en/skills#frontmatter-reference), OpenClaw
 * (https://docs.openclaw.ai/tools/skills).
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

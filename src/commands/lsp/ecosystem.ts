// Which ecosystem a frontmatter document is judged under, as validate judges it (lint/validate-docs.ts,
// ecosystems/written-for.ts), on the buffer's text.
import path from 'node:path';
import { type DocTargets, pluginFinder } from '../../lint/validate-docs.js';
import { keysAt, nodeAt, parseMdDoc } from '../../ecosystems/md-doc.js';
import { SKILL_SHAPE } from '../../ecosystems/native-skill.js';
import { PERSONA_SHAPE } from '../../ecosystems/persona-doc.js';
import { writtenElsewhere } from '../../ecosystems/written-for.js';
import type { DocEcosystem, DocKind } from './frontmatter-keys.js';

/** Keys only OpenClaw's SKILL.md defines (docs.openclaw.ai/tools/skills). */
const OPENCLAW_ONLY = ['homepage', 'command-dispatch', 'command-tool', 'command-arg-mode'];
/** Keys Claude Code defines and the Agent Skills spec does not. */
const CLAUDE_ONLY = ['argument-hint', 'arguments', 'model', 'context', 'agent', 'hooks', 'paths', 'effort', 'shell', 'user-invocable', 'disable-model-invocation'];

export interface DocJudgement {
  kind: DocKind;
  ecosystem: DocEcosystem;
}

/** The kind of frontmatter document at `file`, from where validate found it; undefined when it is none. */
function kindOf(file: string, docs: Required<DocTargets> | undefined): DocKind | undefined {
  if (docs?.personas.includes(file)) return 'persona';
  if (path.basename(file) === 'SKILL.md' || docs?.skills.includes(file)) return 'skill';
  const dir = path.basename(path.dirname(file));
  if (dir === 'agents') return 'persona';
  if (dir === 'commands') return 'command';
  return undefined;
}

/** The document's kind and ecosystem, on `text` as the editor holds it. */
export function judgeDocument(file: string, text: string, docs: Required<DocTargets> | undefined): DocJudgement | undefined {
  const kind = kindOf(file, docs);
  if (kind === undefined) return undefined;
  const plugin = docs ? pluginFinder(docs)(file) : undefined;
  if (kind === 'command') return { kind, ecosystem: 'claude-code' };
  if (kind === 'persona') return { kind, ecosystem: plugin === 'claude' || /(^|\/)\.claude\/agents\//.test(file) ? 'claude-code' : 'ongrid' };
  const doc = parseMdDoc(file, Buffer.from(text, 'utf8'), kind === 'skill' ? SKILL_SHAPE : PERSONA_SHAPE);
  if (!writtenElsewhere(doc, plugin)) return { kind, ecosystem: 'ongrid' };
  const top = keysAt(doc, '');
  if (plugin === 'openclaw' || top.some((k) => OPENCLAW_ONLY.includes(k)) || nodeAt(doc, '/metadata/openclaw') !== undefined || nodeAt(doc, '/metadata/clawdbot') !== undefined) return { kind, ecosystem: 'openclaw' };
  if (plugin === 'claude' || top.some((k) => CLAUDE_ONLY.includes(k))) return { kind, ecosystem: 'claude-code' };
  return { kind, ecosystem: 'agentskills' };
}

// A persona (docs/ecosystems.md#personas): SKILL.md's frontmatter rules, its required fields, and the
// tool patterns.
import { PERMISSION_MODES } from './permission-modes.js';
import { type MdDoc, decodes, itemsAt, stringAt, missingFieldText, readMdDoc, topString, yamlErrorText } from './md-doc.js';
import { SKILL_METADATA } from './native-skill.js';
import type { Shape } from '../yaml/yaml-front.js';
import type { PermissionMode } from './permission-modes.js';

/** One of `capabilities`, `chatruntime.AgentCapability`. */
const CAPABILITY: Shape = {
  name: 'chatruntime.AgentCapability',
  map: { id: 'string', description: 'string', tools: 'string-list', skills: 'string-list', max_tool_calls: 'int' },
};

/** The persona struct, `chatruntime.Agent` as ongrid v0.13.4 declares it (chatruntime/types.go), in yaml.v3's names. */
export const PERSONA_SHAPE: Shape = {
  name: 'chatruntime.Agent',
  map: {
    name: 'string',
    description: 'string',
    when_to_use: 'string',
    capabilities: { name: 'chatruntime.AgentCapability', list: CAPABILITY },
    can_delegate: 'bool',
    tools: 'string-list',
    disallowed_tools: 'string-list',
    permission_mode: 'string',
    max_turns: 'int',
    model: 'string',
    critical_reminder: 'string',
    initial_prompt: 'string',
    background: 'bool',
    omit_claude_md: 'bool',
    metadata: SKILL_METADATA,
  },
};

export const PERSONA_REQUIRED = ['name', 'description', 'when_to_use'] as const;

export type PersonaProblemCode = 'unreadable' | 'frontmatter' | 'yaml' | 'required' | 'permission-mode';

export interface PersonaProblem {
  code: PersonaProblemCode;
  /** The manager's text where it has one (`chatruntime: ...`), else this tool's. */
  message: string;
  line: number;
  column: number;
}

export interface PersonaParse {
  persona?: { permissionMode?: PermissionMode };
  errors: PersonaProblem[];
}

export function readPersona(path: string): PersonaParse {
  const read = readMdDoc(path, PERSONA_SHAPE);
  if (!read.ok) return { errors: [{ code: 'unreadable', message: `cannot read ${path}: ${read.message}`, line: 1, column: 1 }] };
  return personaFromDoc(read.doc);
}

export function personaFromDoc(doc: MdDoc): PersonaParse {
  const errors: PersonaProblem[] = [];
  if (doc.split.kind === 'error') {
    errors.push({ code: 'frontmatter', message: doc.split.message, line: doc.split.line, column: 1 });
    return { errors };
  }
  if (!decodes(doc)) {
    for (const issue of doc.issues) errors.push({ code: 'yaml', message: yamlErrorText(doc.path, issue), line: issue.line, column: issue.column });
    return { errors };
  }
  const at = (pointer: string) => doc.front?.at(pointer) ?? { line: 1, column: 1 };
  for (const field of PERSONA_REQUIRED) {
    if ((topString(doc, field) ?? '').trim() === '') errors.push({ code: 'required', message: missingFieldText(doc.path, field), ...at('') });
  }
  const mode = topString(doc, 'permission_mode') ?? '';
  if (mode !== '' && !(PERMISSION_MODES as readonly string[]).includes(mode)) {
    errors.push({
      code: 'permission-mode',
      message: `permission_mode ${JSON.stringify(mode)} is not one of ${PERMISSION_MODES.join(', ')}`,
      ...at('/permission_mode'),
    });
  }
  if (errors.length > 0) return { errors };
  return { persona: { permissionMode: mode === '' ? undefined : (mode as PermissionMode) }, errors };
}

export interface ToolEntry {
  list: 'tools' | 'disallowed_tools';
  item: string;
  name: string;
}

export function toolEntries(doc: MdDoc): ToolEntry[] {
  const out: ToolEntry[] = [];
  for (const list of ['tools', 'disallowed_tools'] as const) {
    for (const item of itemsAt(doc, `/${list}`)) {
      const name = stringAt(doc, item);
      if (name !== undefined) out.push({ list, item, name });
    }
  }
  return out;
}

/** docs/ecosystems.md#personas: `disallowed_tools` entries are an exact name, `*suffix`, `prefix*` or `*`; other `*`s are literal. */
export function isToolPattern(entry: string): boolean {
  return /^(\*|\*[^*]+|[^*]+\*|[^*]+)$/.test(entry);
}

export function matchesToolPattern(pattern: string, name: string): boolean {
  if (pattern === '*') return true;
  if (pattern.length > 1 && pattern.startsWith('*') && !pattern.slice(1).includes('*')) return name.endsWith(pattern.slice(1));
  if (pattern.length > 1 && pattern.endsWith('*') && !pattern.slice(0, -1).includes('*')) return name.startsWith(pattern.slice(0, -1));
  return pattern === name;
}

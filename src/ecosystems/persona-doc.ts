// A persona (docs/ecosystems.md#personas): SKILL.md's frontmatter rules, its required fields and warnings, and the
// tool patterns.
import { PERMISSION_MODES } from './permission-modes.js';
import { type MdDoc, decodes, itemsAt, stringAt, missingFieldText, readMdDoc, topString, yamlErrorText } from './md-doc.js';
import { SKILL_METADATA, SNAKE_NAME } from './native-skill.js';
import YAML from 'yaml';
import { type Shape, stringOf } from '../yaml/yaml-front.js';
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

export interface Persona {
  name: string;
  description: string;
  whenToUse: string;
  permissionMode?: PermissionMode;
  /** Whitelist of exact tool names; empty means every tool. */
  tools: string[];
  /** Exact names, `*suffix`, `prefix*` or `*`. */
  disallowedTools: string[];
}

export type PersonaProblemCode = 'unreadable' | 'frontmatter' | 'yaml' | 'required' | 'permission-mode' | 'name-non-snake';

export interface PersonaProblem {
  code: PersonaProblemCode;
  /** The manager's text where it has one (`chatruntime: ...`), else this tool's. */
  message: string;
  line: number;
  column: number;
}

export interface PersonaParse {
  persona?: Persona;
  errors: PersonaProblem[];
  /** `name_non_snake`: kept as it is. */
  warnings: PersonaProblem[];
  doc?: MdDoc;
}

function listAt(doc: MdDoc, key: string): string[] {
  const front = doc.front!;
  const node = front.node('/' + key);
  if (!node || !YAML.isSeq(node)) return [];
  return node.items.map((i) => stringOf(front.doc, i)).filter((s): s is string => s !== undefined);
}

export function readPersona(path: string): PersonaParse {
  const read = readMdDoc(path, PERSONA_SHAPE);
  if (!read.ok) return { errors: [{ code: 'unreadable', message: `cannot read ${path}: ${read.message}`, line: 1, column: 1 }], warnings: [] };
  return personaFromDoc(read.doc);
}

export function personaFromDoc(doc: MdDoc): PersonaParse {
  const errors: PersonaProblem[] = [];
  const warnings: PersonaProblem[] = [];
  if (doc.split.kind === 'error') {
    errors.push({ code: 'frontmatter', message: doc.split.message, line: doc.split.line, column: 1 });
    return { errors, warnings, doc };
  }
  if (!decodes(doc)) {
    for (const issue of doc.issues) errors.push({ code: 'yaml', message: yamlErrorText(doc.path, issue), line: issue.line, column: issue.column });
    return { errors, warnings, doc };
  }
  const at = (pointer: string) => doc.front?.at(pointer) ?? { line: 1, column: 1 };
  const fields: Record<string, string> = {};
  for (const field of PERSONA_REQUIRED) {
    const value = topString(doc, field) ?? '';
    fields[field] = value;
    if (value.trim() === '') errors.push({ code: 'required', message: missingFieldText(doc.path, field), ...at('') });
  }
  const mode = topString(doc, 'permission_mode') ?? '';
  if (mode !== '' && !(PERMISSION_MODES as readonly string[]).includes(mode)) {
    errors.push({
      code: 'permission-mode',
      message: `permission_mode ${JSON.stringify(mode)} is not one of ${PERMISSION_MODES.join(', ')}`,
      ...at('/permission_mode'),
    });
  }
  if (fields.name.trim() !== '' && !SNAKE_NAME.test(fields.name)) {
    warnings.push({ code: 'name-non-snake', message: `name_non_snake: name ${JSON.stringify(fields.name)} is not snake_case (kept as is)`, ...at('/name') });
  }
  if (errors.length > 0) return { errors, warnings, doc };
  return {
    persona: {
      name: fields.name,
      description: fields.description,
      whenToUse: fields.when_to_use,
      permissionMode: mode === '' ? undefined : (mode as PermissionMode),
      tools: listAt(doc, 'tools'),
      disallowedTools: listAt(doc, 'disallowed_tools'),
    },
    errors,
    warnings,
    doc,
  };
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

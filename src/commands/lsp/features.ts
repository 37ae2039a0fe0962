// Hover, completion, definition and links: what the text around the cursor
// is, read line by line so that half-typed JSON or YAML still answers, and
// what the reference data (the manifest schema, the rule table, the
// frontmatter shapes) and the load say about it.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fromBStr, toBStr } from '../../go/bytes.js';
import { envCommand, findInFallbackPath, inspectEntry, interpreterState } from '../../runner/entry-facts.js';
import { manifestSchema } from '../schema/manifest-schema.js';
import { RULES } from '../../lint/rules/index.js';
import { ruleDoc } from '../../lint/rule-docs.js';
import { SKILL_SHAPE } from '../../native/native-skill.js';
import { PERSONA_SHAPE } from '../../native/persona-doc.js';
import { PERMISSION_MODES } from '../../native/permission-modes.js';
import type { LspPosition, LspRange } from './positions.js';

interface SchemaField {
  type?: unknown;
  enum?: unknown[];
  description?: string;
}

const fields = (): Record<string, SchemaField> => (manifestSchema() as { properties: Record<string, SchemaField> }).properties;

/** The quoted string on `line` around `character`, and whether it is a key (a ':' follows). */
export function stringAt(line: string, character: number): { text: string; key: boolean; start: number; end: number } | undefined {
  const re = /"((?:[^"\\]|\\.)*)"/g;
  for (let m = re.exec(line); m; m = re.exec(line)) {
    const start = m.index;
    const end = start + m[0].length;
    if (character >= start && character <= end) return { text: m[1], key: /^\s*:/.test(line.slice(end)), start, end };
  }
  return undefined;
}

/** The manifest key and string value on a line (`"entry": "run.sh"`). */
export function memberOnLine(line: string): { key: string; value?: string } | undefined {
  const m = /^\s*"([^"\\]*)"\s*:\s*(?:"((?:[^"\\]|\\.)*)")?/.exec(line);
  return m ? { key: m[1], value: m[2] } : undefined;
}

function fieldKey(key: string): string | undefined {
  // The manager matches keys case-insensitively (Go's folding: ſ is s, K is k).
  const fold = key.replace(/\u017f/g, 's').replace(/\u212a/g, 'k').toLowerCase();
  return Object.keys(fields()).find((f) => f === fold);
}

function typeText(f: SchemaField): string {
  if (f.enum) return f.enum.map((v) => JSON.stringify(v)).join(' | ');
  return Array.isArray(f.type) ? f.type.join(' | ') : String(f.type ?? 'any JSON');
}

/** Where the entry resolves, and its `#!` interpreter as the kernel reads it (the runner's own reading, no blocking open). */
function entryText(target: string): string {
  const facts = inspectEntry(toBStr(target));
  if (facts.kind === 'missing') return `Resolves to \`${target}\` (missing).`;
  if (facts.kind === 'directory') return `Resolves to \`${target}\`, a folder: the manager cannot run it.`;
  const lines = [`Resolves to \`${target}\`${facts.executable ? '' : ' (not executable: no x bit)'}.`];
  if (!facts.shebang) lines.push(facts.format === 'binary' ? 'A binary (no `#!` line).' : 'No usable `#!` line: exec fails with ENOEXEC.');
  else {
    const interp = fromBStr(facts.shebang.interpreter);
    const state = interpreterState(facts.shebang.interpreter);
    lines.push(`Interpreter \`${interp}\`${facts.shebang.arg ? ` \`${fromBStr(facts.shebang.arg)}\`` : ''}: ${state === 'ok' ? 'present on this machine (the manager\'s host must have it too)' : `${state} on this machine`}.`);
    const command = envCommand(facts.shebang);
    if (command !== undefined && !command.includes('/')) {
      const found = findInFallbackPath(command);
      lines.push(`\`env\` searches PATH for \`${fromBStr(command)}\`; without PATH in env_allow only /bin:/usr/bin, where it is ${found === undefined ? 'not found on this machine' : `\`${fromBStr(found)}\``}.`);
    }
  }
  return lines.join('\n\n');
}

export function resolveEntry(manifest: string, entry: string): string {
  return path.resolve(path.dirname(manifest), entry);
}

/** Markdown for the manifest key or value under the cursor. */
export function manifestHover(file: string, line: string, character: number): string | undefined {
  const s = stringAt(line, character);
  if (!s) return undefined;
  const member = memberOnLine(line);
  const key = s.key ? s.text : member?.key;
  const field = key === undefined ? undefined : fieldKey(key);
  if (field === undefined) return s.key ? `\`${s.text}\`: not a manifest key; the manager ignores it (validate warns: unknown-key).` : undefined;
  const f = fields()[field];
  const parts = [`**${field}** (${typeText(f)})`, f.description ?? ''];
  if (field !== key) parts.push(`Spelt \`${key}\`: the manager matches keys case-insensitively, so this is \`${field}\`.`);
  if (field === 'entry' && member?.value) parts.push(entryText(resolveEntry(file, member.value)));
  return parts.filter(Boolean).join('\n\n');
}

/** Markdown for a rule: its line, why, how to fix, and the page. */
export function ruleHover(id: string): string | undefined {
  const rule = RULES.find((r) => r.id === id);
  if (!rule) return undefined;
  const doc = ruleDoc(rule);
  return [`**${doc.id}** (${doc.level})`, doc.help, doc.why, doc.howto, doc.uri ? `[${doc.uri}](${doc.uri})` : `\`ongrid-skills explain ${doc.id}\``].filter(Boolean).join('\n\n');
}

export interface Completion {
  label: string;
  kind: 'key' | 'value';
  detail?: string;
  documentation?: string;
  insertText: string;
}

/** Manifest completions at the cursor: keys where a key goes, values of `class` and `env_allow`. */
export function manifestCompletions(line: string, character: number, env: NodeJS.ProcessEnv): Completion[] {
  const before = line.slice(0, character);
  const member = /^\s*"([^"]*)"\s*:/.exec(line);
  const inValue = member && before.length > member[0].length - 1 && before.includes(':');
  const quoted = /"[^"]*$/.test(before);
  if (inValue) {
    const field = fieldKey(member[1]);
    if (field === 'class') return ['safe', 'mutating', 'dangerous'].map((v) => ({ label: v, kind: 'value', insertText: quoted ? v : JSON.stringify(v) }));
    return [];
  }
  if (/"env_allow"\s*:\s*\[/.test(line) || /^\s*"[A-Za-z_]*$/.test(before)) {
    if (/\[/.test(line) || !/:/.test(line)) {
      const inList = /\[[^\]]*$/.test(before);
      if (inList) return Object.keys(env).sort().map((v) => ({ label: v, kind: 'value', detail: 'environment variable', insertText: quoted ? v : JSON.stringify(v) }));
    }
  }
  return Object.entries(fields()).map(([k, f]) => ({
    label: k,
    kind: 'key',
    detail: typeText(f),
    documentation: `${f.description ?? ''}\n\nThe manager matches keys case-insensitively: a second spelling of a key is the same field.`,
    insertText: quoted ? k : `"${k}": `,
  }));
}

/**
 * Frontmatter completions of a SKILL.md or a persona, from the shape the
 * manager decodes it into: keys at the start of a line; after `key:`, the
 * values it takes (a persona's permission modes, true/false, and for
 * `tools` lists the names the load registers).
 */
export function frontmatterCompletions(file: string, line: string, character: number, toolNames: readonly string[]): Completion[] {
  const shape = path.basename(file) === 'SKILL.md' ? SKILL_SHAPE : PERSONA_SHAPE;
  const map = ((shape as { map?: Record<string, unknown> }).map ?? {}) as Record<string, unknown>;
  const keyed = /^\s*([A-Za-z_]+)\s*:/.exec(line.slice(0, character));
  if (!keyed) return Object.keys(map).map((k) => ({ label: k, kind: 'key', detail: (shape as { name?: string }).name, insertText: `${k}: ` }));
  const type = map[keyed[1]];
  const values = (list: readonly string[], detail: string): Completion[] => list.map((v) => ({ label: v, kind: 'value', detail, insertText: v }));
  if (keyed[1] === 'permission_mode') return values(PERMISSION_MODES, 'permission mode');
  if (type === 'bool') return values(['true', 'false'], 'bool');
  if (/tools$/.test(keyed[1]) && type === 'string-list') return values(toolNames, 'a tool the load registers');
  return [];
}

/** Relative links of a markdown line (`[text](path)`), with where they point. */
export function markdownLinks(file: string, text: string): Array<{ range: LspRange; target: string }> {
  const out: Array<{ range: LspRange; target: string }> = [];
  text.split('\n').forEach((line, l) => {
    const re = /\]\(([^)\s#]+)(?:#[^)]*)?\)/g;
    for (let m = re.exec(line); m; m = re.exec(line)) {
      if (/^[a-z]+:/i.test(m[1]) || m[1].startsWith('/')) continue;
      const target = path.resolve(path.dirname(file), m[1]);
      if (!existsSync(target)) continue;
      const start = m.index + 2;
      out.push({ range: { start: { line: l, character: start }, end: { line: l, character: start + m[1].length } }, target });
    }
  });
  return out;
}

/** The `entry` value's range and file, when the manifest names one that exists. */
export function entryLink(file: string, text: string): { range: LspRange; target: string } | undefined {
  const lines = text.split('\n');
  for (let l = 0; l < lines.length; l++) {
    const member = memberOnLine(lines[l]);
    if (!member || fieldKey(member.key) !== 'entry' || !member.value) continue;
    const target = resolveEntry(file, member.value);
    try {
      if (!statSync(target).isFile()) return undefined;
    } catch {
      return undefined;
    }
    const start = lines[l].lastIndexOf(`"${member.value}"`) + 1;
    return { range: { start: { line: l, character: start }, end: { line: l, character: start + member.value.length } }, target };
  }
  return undefined;
}

export const lineOf = (text: string, pos: LspPosition): string => (text.split('\n')[pos.line] ?? '').replace(/\r$/, '');

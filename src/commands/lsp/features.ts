// Hover, completion, definition and links: the text around the cursor read line by line, so half-typed JSON or YAML
// still answers, against the reference data and the load.
import { existsSync } from 'node:fs';
import { isFile } from '../../source/read-capped.js';
import path from 'node:path';
import { fromBStr, toBStr } from '../../go/bytes.js';
import { envCommand, findInFallbackPath, inspectEntry, interpreterState } from '../../runner/entry-facts.js';
import { manifestSchema } from '../schema/manifest-schema.js';
import { RULES } from '../../lint/rules/index.js';
import { ruleDoc } from '../../lint/rule-docs.js';
import type { DocJudgement } from './ecosystem.js';
import { type DocEcosystem, type DocKind, keyTable, toolChoices } from './frontmatter-keys.js';
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

/** Whether 0-based `line` of `text` lies inside its leading `---` frontmatter. */
function inFrontmatter(lines: readonly string[], line: number): boolean {
  if (!/^---\s*$/.test(lines[0] ?? '') || line === 0) return false;
  for (let l = 1; l < lines.length; l++) if (/^(---|\.\.\.)\s*$/.test(lines[l])) return line < l;
  return true;
}

/** The top-level key a line belongs to: its own, or the one above a nested or list line. */
function topKeyFor(lines: readonly string[], line: number): string | undefined {
  for (let l = line; l > 0; l--) {
    const m = /^([A-Za-z_][\w-]*)\s*:/.exec(lines[l]);
    if (m) return m[1];
    if (!/^\s/.test(lines[l]) && lines[l].trim() !== '') return undefined;
  }
  return undefined;
}

const ECOSYSTEM_TITLE: Record<DocEcosystem, string> = { ongrid: 'the ongrid manager', 'claude-code': 'Claude Code', openclaw: 'OpenClaw', agentskills: 'the Agent Skills spec' };
const KIND_TITLE: Record<DocKind, string> = { skill: 'SKILL.md', persona: 'agent', command: 'command' };

/** Markdown for the frontmatter key under the cursor, from the table of the document's ecosystem. */
export function frontmatterHover(judged: DocJudgement, text: string, position: LspPosition): string | undefined {
  const lines = text.split('\n').map((l) => l.replace(/\r$/, ''));
  if (!inFrontmatter(lines, position.line)) return undefined;
  const m = /^([A-Za-z_][\w-]*)\s*:/.exec(lines[position.line]);
  if (!m || position.character > m[1].length) return undefined;
  const where = `${KIND_TITLE[judged.kind]} frontmatter, judged for ${ECOSYSTEM_TITLE[judged.ecosystem]}`;
  const ref = keyTable(judged.kind, judged.ecosystem)[m[1]];
  if (!ref) return `\`${m[1]}\`: not a key ${ECOSYSTEM_TITLE[judged.ecosystem]} reads in a ${where}.`;
  const parts = [`**${m[1]}** (${where})`, ref.doc];
  if (ref.values) parts.push(`Values: ${ref.values.map((v) => `\`${v}\``).join(', ')}.`);
  if (ref.tools) parts.push(judged.ecosystem === 'ongrid' ? 'Names: the skills this workspace loads and the manager\'s built-in and agent tools.' : `Names: Claude Code tools (${toolChoices(judged.ecosystem, []).join(', ')}) and \`mcp__<server>__<tool>\`.`);
  return parts.join('\n\n');
}

/** Frontmatter completions for the document's ecosystem: keys at a line's start; after `key:` or on its list items,
 * the key's closed values, and for tool lists that ecosystem's tools. */
export function frontmatterCompletions(judged: DocJudgement, text: string, position: LspPosition, toolNames: readonly string[]): Completion[] {
  const lines = text.split('\n').map((l) => l.replace(/\r$/, ''));
  if (!inFrontmatter(lines, position.line)) return [];
  const table = keyTable(judged.kind, judged.ecosystem);
  const before = (lines[position.line] ?? '').slice(0, position.character);
  if (/^[\w-]*$/.test(before)) {
    return Object.entries(table).map(([k, ref]) => ({ label: k, kind: 'key', detail: ECOSYSTEM_TITLE[judged.ecosystem], documentation: ref.doc, insertText: `${k}: ` }));
  }
  const own = /^([A-Za-z_][\w-]*)\s*:/.exec(before)?.[1];
  const key = own ?? (/^\s+(-\s*)?[\w"'-]*$/.test(before) ? topKeyFor(lines, position.line) : undefined);
  const ref = key === undefined ? undefined : table[key];
  if (!ref) return [];
  if (ref.values) return ref.values.map((v) => ({ label: v, kind: 'value', detail: key, insertText: v }));
  if (ref.tools) return toolChoices(judged.ecosystem, toolNames).map((v) => ({ label: v, kind: 'value', detail: judged.ecosystem === 'ongrid' ? 'a tool the load registers' : 'a Claude Code tool', insertText: v }));
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
    if (!isFile(target)) return undefined;
    const start = lines[l].lastIndexOf(`"${member.value}"`) + 1;
    return { range: { start: { line: l, character: start }, end: { line: l, character: start + member.value.length } }, target };
  }
  return undefined;
}

export const lineOf = (text: string, pos: LspPosition): string => (text.split('\n')[pos.line] ?? '').replace(/\r$/, '');

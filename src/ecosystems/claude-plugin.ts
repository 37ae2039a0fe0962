// A Claude Code plugin's own files as Claude Code reads them (docs/ecosystems-profiles.md#claude-code-plugins):
// plugin.json's field types and component paths, the shape of hooks/hooks.json. Data only.
import path from 'node:path';
import { fromBStr, toBStr } from '../go/bytes.js';
import type { JsonNode } from '../go/gojson.js';
import { escapeToken, lastMember } from '../source/pointer.js';
import { isFile } from '../source/read-capped.js';
import { readJsonObject } from '../source/read-json.js';
import type { SourceFile } from '../source/where.js';
import { componentPaths, resolve } from './marketplace-paths.js';

export interface FieldProblem {
  key: string;
  pointer: string;
  want: string;
}

export interface PathProblem {
  key: string;
  value: string;
  pointer: string;
  problem: 'not-dot-slash' | 'escapes' | 'missing' | 'not-folder';
}

export interface HooksProblem {
  pointer: string;
  want: string;
}

export interface ClaudePluginFacts {
  manifest: SourceFile;
  /** Unset when plugin.json does not parse (pack-manifest-invalid says so). */
  fields?: FieldProblem[];
  paths: PathProblem[];
  hooks?: { file: SourceFile; problems: HooksProblem[] };
}

const STRINGS = ['name', 'version', 'description', 'homepage', 'repository', 'license'];

function fieldProblems(doc: JsonNode & { kind: 'object' }): FieldProblem[] {
  const out: FieldProblem[] = [];
  const at = (key: string) => lastMember(doc, toBStr(key))?.value;
  if (at('name') === undefined) out.push({ key: 'name', pointer: '', want: 'present: the plugin\'s kebab-case name' });
  for (const key of STRINGS) {
    const v = at(key);
    if (v !== undefined && v.kind !== 'string') out.push({ key, pointer: `/${key}`, want: 'a string' });
  }
  const author = at('author');
  if (author !== undefined && author.kind !== 'object') out.push({ key: 'author', pointer: '/author', want: 'an object: {"name": ..., "email": ..., "url": ...}' });
  const keywords = at('keywords');
  if (keywords !== undefined && (keywords.kind !== 'array' || keywords.items.some((i) => i.kind !== 'string'))) out.push({ key: 'keywords', pointer: '/keywords', want: 'a list of strings' });
  return out;
}

function pathProblems(root: string, doc: JsonNode & { kind: 'object' }): PathProblem[] {
  const out: PathProblem[] = [];
  for (const c of componentPaths(doc, '')) {
    if (c.value.includes('${')) continue; // ${CLAUDE_PLUGIN_ROOT} and the like: resolved by Claude Code
    if (!c.value.startsWith('./')) {
      out.push({ ...c, problem: 'not-dot-slash' });
      continue;
    }
    const got = resolve(root, c.value, root, false);
    if (got.problem === 'escapes' || got.problem === 'missing' || got.problem === 'not-folder') out.push({ ...c, problem: got.problem });
  }
  return out;
}

/** hooks.json: {"hooks": {Event: [{"matcher"?: string, "hooks": [{"type": string, "command"?: string}]}]}}. */
export function hooksProblems(doc: JsonNode & { kind: 'object' }): HooksProblem[] {
  const out: HooksProblem[] = [];
  const hooks = lastMember(doc, toBStr('hooks'))?.value;
  // An empty file is no hooks; event names at the top level are the common slip (they go under "hooks").
  if (hooks === undefined && !doc.members.some((m) => /^[A-Z]/.test(fromBStr(m.key)))) return [];
  if (hooks?.kind !== 'object') return [{ pointer: hooks ? '/hooks' : '', want: '"hooks": an object keyed by event name (PreToolUse, PostToolUse, ...)' }];
  for (const m of hooks.members) {
    const event = `/hooks/${escapeToken(fromBStr(m.key))}`;
    if (m.value.kind !== 'array') {
      out.push({ pointer: event, want: 'a list of {"matcher", "hooks"} groups' });
      continue;
    }
    m.value.items.forEach((group, i) => {
      const at = `${event}/${i}`;
      if (group.kind !== 'object') return void out.push({ pointer: at, want: 'a {"matcher", "hooks"} object' });
      const matcher = lastMember(group, toBStr('matcher'))?.value;
      if (matcher !== undefined && matcher.kind !== 'string') out.push({ pointer: `${at}/matcher`, want: 'a string (a tool name or pattern)' });
      const list = lastMember(group, toBStr('hooks'))?.value;
      if (list?.kind !== 'array') return void out.push({ pointer: list ? `${at}/hooks` : at, want: '"hooks": a list of {"type": "command", "command": ...}' });
      list.items.forEach((h, j) => {
        const hp = `${at}/hooks/${j}`;
        if (h.kind !== 'object') return void out.push({ pointer: hp, want: 'a {"type", "command"} object' });
        const type = lastMember(h, toBStr('type'))?.value;
        if (type?.kind !== 'string') return void out.push({ pointer: type ? `${hp}/type` : hp, want: '"type": a string ("command", ...)' });
        const command = lastMember(h, toBStr('command'))?.value;
        if (fromBStr(type.value) === 'command' && command?.kind !== 'string') out.push({ pointer: command ? `${hp}/command` : hp, want: '"command": the shell command to run' });
      });
    });
  }
  return out;
}

export function inspectClaudePlugin(root: string): ClaudePluginFacts {
  const doc = readJsonObject(path.join(root, '.claude-plugin', 'plugin.json'));
  const facts: ClaudePluginFacts = { manifest: doc.file, paths: [] };
  if (doc.object) {
    facts.fields = fieldProblems(doc.object);
    facts.paths = pathProblems(root, doc.object);
  }
  const hooksFile = path.join(root, 'hooks', 'hooks.json');
  if (isFile(hooksFile)) {
    const hooks = readJsonObject(hooksFile);
    facts.hooks = { file: hooks.file, problems: hooks.object ? hooksProblems(hooks.object) : [{ pointer: '', want: `JSON object (${hooks.invalid?.message ?? 'unreadable'})` }] };
  }
  return facts;
}

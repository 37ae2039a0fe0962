// A marketplace entry's local paths: `source` must be a plugin folder inside the marketplace, its component paths must
// exist there, as Claude Code copies only the folder (docs/skill-md.md#claude-code-marketplaces).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fromBStr, toBStr } from '../go/bytes.js';
import type { JsonNode } from '../go/gojson.js';
import { lastMember } from '../source/pointer.js';
import { isFile, isFolder, realPath } from '../source/read-capped.js';
import { within } from '../source/read-inside.js';

export type PathProblem = 'escapes' | 'missing' | 'not-folder' | 'no-plugin';

export interface LocalPath {
  plugin: string;
  key: string;
  value: string;
  pointer: string;
  problem: PathProblem;
}

/** Component keys whose value may be a path (or list of paths) relative to the plugin folder. */
const PATH_LISTS = ['commands', 'agents', 'skills', 'outputStyles'];
const PATH_ONLY = ['hooks', 'mcpServers', 'lspServers'];
/** What Claude Code finds in a plugin folder by itself (plugins-reference, default locations). */
const DEFAULTS = ['.claude-plugin/plugin.json', 'commands', 'agents', 'skills', 'hooks/hooks.json', '.mcp.json', '.lsp.json', 'output-styles'];

/** Where `value` leads from `base`, bounded by `bound`: its problem, if any. */
export function resolve(base: string, value: string, bound: string, folder: boolean): { full: string; problem?: PathProblem } {
  const full = path.resolve(base, value);
  if (path.isAbsolute(value) || !within(bound, full)) return { full, problem: 'escapes' };
  if (!existsSync(full)) return { full, problem: 'missing' };
  const realFull = realPath(full);
  const realBound = realPath(bound) ?? bound;
  if (realFull === undefined || !within(realBound, realFull)) return { full, problem: 'escapes' };
  if (folder && !isFolder(full)) return { full, problem: 'not-folder' };
  return { full };
}

export function componentPaths(entry: JsonNode & { kind: 'object' }, pointer: string): Array<{ key: string; value: string; pointer: string }> {
  const out: Array<{ key: string; value: string; pointer: string }> = [];
  for (const key of [...PATH_LISTS, ...PATH_ONLY]) {
    const node = lastMember(entry, toBStr(key))?.value;
    if (node?.kind === 'string') out.push({ key, value: fromBStr(node.value), pointer: `${pointer}/${key}` });
    else if (node?.kind === 'array' && PATH_LISTS.includes(key)) {
      node.items.forEach((item, i) => {
        if (item.kind === 'string') out.push({ key, value: fromBStr(item.value), pointer: `${pointer}/${key}/${i}` });
      });
    }
  }
  return out;
}

/** Whether the entry defines its plugin itself: `strict: false`, or component keys of its own. */
function selfDefined(entry: JsonNode & { kind: 'object' }): boolean {
  const strict = lastMember(entry, toBStr('strict'))?.value;
  if (strict?.kind === 'bool' && !strict.value) return true;
  return [...PATH_LISTS, ...PATH_ONLY].some((key) => lastMember(entry, toBStr(key)) !== undefined);
}

export function localPath(
  root: string,
  pluginRoot: string | undefined,
  entry: JsonNode & { kind: 'object' },
  source: { plugin: string; value: string; pointer: string },
): LocalPath[] {
  const base = pluginRoot === undefined ? root : path.resolve(root, pluginRoot);
  let got = resolve(base, source.value, root, true);
  // A "./" source written from the marketplace root while pluginRoot is set: take it as written.
  if (got.problem === 'missing' && pluginRoot !== undefined && source.value.startsWith('./')) {
    const plain = resolve(root, source.value, root, true);
    if (!plain.problem) got = plain;
  }
  const problem = (p: PathProblem): LocalPath => ({ plugin: source.plugin, key: 'source', value: source.value, pointer: source.pointer, problem: p });
  if (got.problem) return [problem(got.problem)];
  const out: LocalPath[] = [];
  const entryPointer = source.pointer.slice(0, source.pointer.lastIndexOf('/'));
  for (const c of componentPaths(entry, entryPointer)) {
    const comp = resolve(got.full, c.value, got.full, false);
    if (comp.problem) out.push({ plugin: source.plugin, ...c, problem: comp.problem });
  }
  if (!selfDefined(entry) && !DEFAULTS.some((d) => (d.includes('.json') ? isFile(path.join(got.full, d)) : existsSync(path.join(got.full, d))))) out.push(problem('no-plugin'));
  return out;
}

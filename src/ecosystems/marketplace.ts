// A Claude Code marketplace (`.claude-plugin/marketplace.json`) read as Claude Code's schema does
// (docs/skill-md.md#claude-code-marketplaces); the manager installs each plugin folder as a pack (docs/ecosystems.md#packs).
import path from 'node:path';
import { fromBStr, toBStr } from '../go/bytes.js';
import type { JsonNode } from '../go/gojson.js';
import { lastMember, pointerOf } from '../source/pointer.js';
import { readJsonObject } from '../source/read-json.js';
import type { SourceFile } from '../source/where.js';
import { type LocalPath, localPath } from './marketplace-paths.js';

export interface ShapeProblem {
  pointer: string;
  key: string;
  want: string;
  missing: boolean;
}

export type EntryProblem =
  | { kind: 'shape'; shape: ShapeProblem }
  | { kind: 'source-type'; pointer: string; plugin: string; value: string }
  | { kind: 'relative'; pointer: string; plugin: string; value: string }
  | { kind: 'duplicate'; pointer: string; plugin: string; first: number };

export interface MarketplaceFacts {
  root: string;
  file: SourceFile;
  /** Unreadable, not JSON, or not an object: Claude Code cannot load it. */
  invalid?: { message: string; offset: number };
  shape: ShapeProblem[];
  entries: EntryProblem[];
  paths: LocalPath[];
}

/** Object sources Claude Code knows, and the string field each needs. */
export const SOURCE_FIELDS: Record<string, string[]> = { github: ['repo'], url: ['url'], 'git-subdir': ['url', 'path'], npm: ['package'] };

const text = (node: JsonNode | undefined): string | undefined => (node?.kind === 'string' ? fromBStr(node.value) : undefined);
const KIND_WORD: Record<string, string> = { object: 'an object', array: 'an array', string: 'a string' };

function want(node: JsonNode | undefined, kind: JsonNode['kind'], pointer: string, key: string): ShapeProblem | undefined {
  if (node && node.kind === kind) return undefined;
  return { pointer, key, want: KIND_WORD[kind], missing: node === undefined || node.kind === 'null' };
}

function checkSource(node: JsonNode, at: string, plugin: string, label: string, facts: MarketplaceFacts): void {
  if (node.kind === 'object') {
    const type = text(lastMember(node, toBStr('source'))?.value);
    if (type === undefined || !(type in SOURCE_FIELDS)) {
      const shape = want(lastMember(node, toBStr('source'))?.value, 'string', `${at}/source`, `${label}.source.source`);
      if (shape) facts.entries.push({ kind: 'shape', shape });
      else facts.entries.push({ kind: 'source-type', pointer: `${at}/source`, plugin, value: type! });
      return;
    }
    for (const field of SOURCE_FIELDS[type]) {
      const shape = want(lastMember(node, toBStr(field))?.value, 'string', `${at}/${field}`, `${label}.source.${field}`);
      if (shape) facts.entries.push({ kind: 'shape', shape: { ...shape, want: `${shape.want} (a ${type} source needs ${SOURCE_FIELDS[type].join(' and ')})` } });
    }
  }
}

function checkEntries(plugins: JsonNode & { kind: 'array' }, pluginRoot: string | undefined, facts: MarketplaceFacts): void {
  const seen = new Map<string, number>();
  plugins.items.forEach((entry, i) => {
    const at = pointerOf([toBStr('plugins'), i]);
    const label = `plugins[${i}]`;
    if (entry.kind !== 'object') return void facts.entries.push({ kind: 'shape', shape: want(entry, 'object', at, label)! });
    const nameNode = lastMember(entry, toBStr('name'))?.value;
    const nameShape = want(nameNode, 'string', `${at}/name`, `${label}.name`);
    if (nameShape) facts.entries.push({ kind: 'shape', shape: nameShape });
    const name = text(nameNode) ?? label;
    if (!nameShape) {
      const first = seen.get(name);
      if (first !== undefined) facts.entries.push({ kind: 'duplicate', pointer: `${at}/name`, plugin: name, first });
      else seen.set(name, i);
    }
    const source = lastMember(entry, toBStr('source'))?.value;
    if (source?.kind === 'object') return checkSource(source, `${at}/source`, name, label, facts);
    const sourceShape = want(source, 'string', `${at}/source`, `${label}.source`);
    if (sourceShape) return void facts.entries.push({ kind: 'shape', shape: { ...sourceShape, want: 'a relative path ("./...") or a source object' } });
    const value = text(source)!;
    // With metadata.pluginRoot a source may be a bare name under it; without, Claude Code's schema wants "./".
    if (pluginRoot === undefined && !value.startsWith('./')) return void facts.entries.push({ kind: 'relative', pointer: `${at}/source`, plugin: name, value });
    facts.paths.push(...localPath(facts.root, pluginRoot, entry, { plugin: name, value, pointer: `${at}/source` }));
  });
}

export function inspectMarketplace(file: string): MarketplaceFacts {
  const doc = readJsonObject(file, path.dirname(path.dirname(file)));
  const facts: MarketplaceFacts = { root: path.dirname(path.dirname(file)), file: doc.file, invalid: doc.invalid, shape: [], entries: [], paths: [] };
  const tree = doc.object;
  if (!tree) return facts;
  const member = (key: string): JsonNode | undefined => lastMember(tree, toBStr(key))?.value;
  const name = want(member('name'), 'string', '/name', 'name');
  if (name) facts.shape.push(name);
  const owner = member('owner');
  const ownerShape = want(owner, 'object', '/owner', 'owner');
  if (ownerShape) facts.shape.push(ownerShape);
  else {
    const ownerName = want(lastMember(owner!, toBStr('name'))?.value, 'string', '/owner/name', 'owner.name');
    if (ownerName) facts.shape.push(ownerName);
  }
  const metadata = member('metadata');
  const pluginRootNode = metadata?.kind === 'object' ? lastMember(metadata, toBStr('pluginRoot'))?.value : undefined;
  if (pluginRootNode && pluginRootNode.kind !== 'null') {
    const shape = want(pluginRootNode, 'string', '/metadata/pluginRoot', 'metadata.pluginRoot');
    if (shape) facts.shape.push(shape);
  }
  const plugins = member('plugins');
  const pluginsShape = want(plugins, 'array', '/plugins', 'plugins');
  if (pluginsShape) facts.shape.push(pluginsShape);
  else checkEntries(plugins as JsonNode & { kind: 'array' }, text(pluginRootNode), facts);
  return facts;
}

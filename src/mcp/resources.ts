// Native skills the manager would load as read-only MCP resources (its chat runtime reads them as instructions).
// Reads are capped and never block; the SDK's skills extension has no client yet.
import { pathToFileURL } from 'node:url';
import { ResourceNotFoundError, type ReadResourceResult, type Resource } from '@modelcontextprotocol/server';
import type { NativeRow } from '../ecosystems/native-scan.js';
import { packBadLinks } from '../ecosystems/pack.js';
import { toBStr } from '../go/bytes.js';
import { readCappedInside } from '../source/read-capped.js';
import { escapeText } from '../source/read-inside.js';

export const SKILL_MD_CAP = 1024 * 1024;

export interface SkillResource {
  resource: Resource;
  file: string;
  /** The pack the file must stay inside: a SKILL.md linked out of it is not what the manager loads. */
  packRoot: string;
}

export function nativeResources(rows: readonly NativeRow[]): SkillResource[] {
  const refused = new Map<string, boolean>();
  // A pack with a link out of it (or a dangling one) is refused whole by the manager (escapes_root, symlink_error).
  const packRefused = (root: string): boolean => refused.get(root) ?? refused.set(root, packBadLinks(root).length > 0).get(root)!;
  return rows
    .filter((r) => r.name !== undefined && r.error === undefined && !packRefused(r.packRoot))
    .map((r) => ({
      file: r.file,
      packRoot: r.packRoot,
      resource: { uri: pathToFileURL(r.file).href, name: r.name!, title: `${r.name} (pack ${r.pack})`, description: r.description, mimeType: 'text/markdown' },
    }));
}

export function readSkillResource(resources: readonly SkillResource[], uri: string): ReadResourceResult {
  const found = resources.find((r) => r.resource.uri === uri);
  if (!found) throw new ResourceNotFoundError(uri, `no native skill at ${uri}`);
  // Read again at each request, inside the pack: a link planted since the listing is refused.
  const bytes = readCappedInside(toBStr(found.packRoot), toBStr(found.file), SKILL_MD_CAP);
  if (typeof bytes === 'string') throw new ResourceNotFoundError(uri, `cannot read ${found.file}: ${bytes}`);
  if (!Buffer.isBuffer(bytes)) throw new ResourceNotFoundError(uri, `not served: ${found.file} ${escapeText(bytes)}`);
  return { contents: [{ uri, mimeType: 'text/markdown', text: bytes.toString('utf8') }] };
}

// Persona files (`agents/*.md`, ecosystem.md 2): YAML frontmatter split the
// way the manager's chatruntime splits it (ecosystem.md 1). Only what `run`
// needs for now, `permission_mode`; the persona rules will build on this.
import { type PermissionMode, isPermissionMode } from './gate.js';

/** The manager's own text for an unclosed block (ecosystem.md 1). */
export const UNCLOSED_FRONTMATTER = 'frontmatter started with --- but never closed';

export type PersonaProblem =
  | { kind: 'unclosed' }
  | { kind: 'no-frontmatter' }
  | { kind: 'yaml'; detail: string }
  | { kind: 'not-mapping' }
  | { kind: 'bad-mode'; value: unknown };

export type Frontmatter = { ok: true; yaml: string | undefined } | { ok: false; problem: PersonaProblem };

const FENCE = /^---[ \t]*$/;

/**
 * Leading blank lines are skipped; the first other line must be `---`
 * (trailing spaces or tabs allowed, nothing before it: a BOM means no
 * frontmatter); the block ends at the next `---` line. CRLF is fine.
 */
export function splitFrontmatter(text: string): Frontmatter {
  const lines = text.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
  let i = 0;
  while (i < lines.length && lines[i].trim() === '') i++;
  if (i >= lines.length || !FENCE.test(lines[i])) return { ok: true, yaml: undefined };
  for (let j = i + 1; j < lines.length; j++) {
    if (FENCE.test(lines[j])) return { ok: true, yaml: lines.slice(i + 1, j).join('\n') };
  }
  return { ok: false, problem: { kind: 'unclosed' } };
}

export type PersonaMode = { ok: true; mode: PermissionMode | undefined } | { ok: false; problem: PersonaProblem };

/** The persona's `permission_mode`, undefined when it sets none. */
export async function personaPermissionMode(text: string): Promise<PersonaMode> {
  const front = splitFrontmatter(text);
  if (!front.ok) return front;
  if (front.yaml === undefined) return { ok: false, problem: { kind: 'no-frontmatter' } };
  // yaml is CommonJS: its module.exports is `default` both in Node and in the bundle's chunks.
  const { parse } = (await import('yaml')).default;
  let data: unknown;
  try {
    data = parse(front.yaml, { uniqueKeys: true });
  } catch (e) {
    return { ok: false, problem: { kind: 'yaml', detail: (e as Error).message.split('\n')[0] } };
  }
  if (data === null || data === undefined) return { ok: true, mode: undefined };
  if (typeof data !== 'object' || Array.isArray(data)) return { ok: false, problem: { kind: 'not-mapping' } };
  const value = (data as Record<string, unknown>).permission_mode;
  if (value === undefined || value === null || value === '') return { ok: true, mode: undefined };
  if (!isPermissionMode(value)) return { ok: false, problem: { kind: 'bad-mode', value } };
  return { ok: true, mode: value };
}

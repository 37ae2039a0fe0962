// Claude Code's SKILL.md fields of the wrong type or value, a missing or truncated description (docs/skill-md.md#skillmd,
// https://code.claude.com/docs/en/skills#frontmatter-reference); command files too (docs/ecosystems-profiles.md#command-files).
import type { Node } from 'yaml';
import { nodeAt, topString } from '../../../ecosystems/md-doc.js';
import { q, code, oneOf } from '../../../words.js';
import { defineRule } from '../../rule.js';
import YAML from 'yaml';
import { charCount } from '../../../source/chars.js';

const BOOLEANS = ['disable-model-invocation', 'user-invocable'];
const STRINGS = ['when_to_use', 'model', 'agent'];
const STRING_OR_LIST = ['allowed-tools', 'arguments', 'paths'];
const MAPPINGS = ['hooks'];
const VALUES: Record<string, string[]> = { context: ['fork'], effort: ['low', 'medium', 'high', 'xhigh', 'max'], shell: ['bash', 'powershell'] };
const LISTING_LIMIT = 1536;

/** Text, or a list of plain values (YAML's reading of an unquoted `[hint]`). */
const isHintText = (node: Node): boolean => YAML.isScalar(node) || (YAML.isSeq(node) && node.items.every((i) => YAML.isScalar(i)));

/** What `field` must be, when `node` is not that; undefined when it is. */
function wrongType(field: string, node: Node): string | undefined {
  const scalar = YAML.isScalar(node);
  if (BOOLEANS.includes(field)) return scalar && typeof node.value === 'boolean' ? undefined : 'true or false';
  if (field === 'argument-hint') return isHintText(node) ? undefined : 'text (a string)';
  if (STRINGS.includes(field) || field in VALUES) return scalar ? undefined : 'a string';
  if (STRING_OR_LIST.includes(field)) return scalar || YAML.isSeq(node) ? undefined : 'a string or a list';
  return YAML.isMap(node) ? undefined : 'a mapping';
}

export type Args = { field: string; problem: 'type' | 'value' | 'truncated' | 'missing'; value?: string; want?: string; length?: number };

export default defineRule<'claude-code-field', Args>({
  id: 'claude-code-field',
  severity: 'warning',
  profile: 'claude-code',
  markdown(m, report) {
    if (m.kind === 'persona' || !m.parses) return;
    const description = topString(m.doc, 'description');
    if (m.kind === 'skill' && (description === undefined || description.trim() === '')) report({ field: 'description', problem: 'missing' }, m.where(description === undefined ? '' : '/description'));
    const listing = charCount(description ?? '') + charCount(topString(m.doc, 'when_to_use') ?? '');
    if (listing > LISTING_LIMIT) report({ field: 'description', problem: 'truncated', length: listing }, m.where('/description'));
    for (const field of [...BOOLEANS, 'argument-hint', ...STRINGS, ...STRING_OR_LIST, ...MAPPINGS, ...Object.keys(VALUES)]) {
      const node = nodeAt(m.doc, `/${field}`);
      if (!node || (YAML.isScalar(node) && node.value === null)) continue;
      const want = wrongType(field, node);
      if (want) report({ field, problem: 'type', want }, m.where(`/${field}`));
      else if (field in VALUES && YAML.isScalar(node) && !VALUES[field].includes(String(node.value))) {
        report({ field, problem: 'value', value: String(node.value), want: VALUES[field].join(', ') }, m.where(`/${field}`));
      }
    }
  },
  help: 'Claude Code: SKILL.md or command fields of the wrong type or value, missing or truncated description (https://code.claude.com/docs/en/skills#frontmatter-reference)',
  message(a) {
    switch (a.problem) {
      case 'missing':
        return 'Claude Code: no description; it falls back to the first paragraph of the body to decide when to use the skill; write one';
      case 'truncated':
        return `Claude Code: description and when_to_use together have ${a.length} characters; the skill listing cuts them at 1536; shorten them`;
      case 'type':
        return `Claude Code: ${code(a.field)} must be ${a.want}`;
      case 'value':
        return `Claude Code: ${code(a.field)} ${q(a.value!)} is not ${oneOf(a.want!)}`;
    }
  },
});

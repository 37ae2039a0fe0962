// Claude Code (code.claude.com/docs/en/skills, frontmatter reference):
// every field is optional but `description` is recommended (else the first
// paragraph is used); description plus when_to_use is cut at 1,536
// characters in the skill listing; `disable-model-invocation` and
// `user-invocable` are booleans, `context` is `fork`, `effort` one of
// low/medium/high/max, `shell` bash or powershell; `argument-hint`,
// `model` and `agent` are strings, `allowed-tools` and `paths` a string
// or a list.
import { nodeAt, topString } from '../../../native/md-doc.js';
import { q, code, oneOf } from '../../../words.js';
import { defineRule } from '../../rule.js';
import YAML from 'yaml';

const BOOLEANS = ['disable-model-invocation', 'user-invocable'];
const STRINGS = ['argument-hint', 'model', 'agent'];
const STRING_OR_LIST = ['allowed-tools', 'paths'];
const VALUES: Record<string, string[]> = { context: ['fork'], effort: ['low', 'medium', 'high', 'max'], shell: ['bash', 'powershell'] };
const LISTING_LIMIT = 1536;

export default defineRule({
  id: 'claude-code-field',
  severity: 'warning',
  profile: 'claude-code',
  markdown(m, report) {
    if (m.kind !== 'skill' || !m.parses) return;
    const description = topString(m.doc, 'description');
    if (description === undefined || description.trim() === '') report({ field: 'description', problem: 'missing' }, m.where(description === undefined ? '' : '/description'));
    const listing = [...(description ?? '')].length + [...(topString(m.doc, 'when_to_use') ?? '')].length;
    if (listing > LISTING_LIMIT) report({ field: 'description', problem: 'truncated', length: listing }, m.where('/description'));
    for (const field of [...BOOLEANS, ...STRINGS, ...STRING_OR_LIST, ...Object.keys(VALUES)]) {
      const node = nodeAt(m.doc, `/${field}`);
      if (!node || (YAML.isScalar(node) && node.value === null)) continue;
      const scalar = YAML.isScalar(node);
      if (BOOLEANS.includes(field) && !(scalar && typeof node.value === 'boolean')) report({ field, problem: 'type', want: 'true or false' }, m.where(`/${field}`));
      else if ((STRINGS.includes(field) || field in VALUES) && !scalar) report({ field, problem: 'type', want: 'a string' }, m.where(`/${field}`));
      else if (STRING_OR_LIST.includes(field) && !scalar && !YAML.isSeq(node)) report({ field, problem: 'type', want: 'a string or a list' }, m.where(`/${field}`));
      else if (field in VALUES && scalar && !VALUES[field].includes(String(node.value))) {
        report({ field, problem: 'value', value: String(node.value), want: VALUES[field].join(', ') }, m.where(`/${field}`));
      }
    }
  },
  help: 'Claude Code: fields of the wrong type or value, missing or truncated description',
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

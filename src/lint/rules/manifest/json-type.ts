// A field of the wrong JSON type, or a top level that is not an object
// (docs/manager.md#decoding): Go's first type error rejects the whole manifest.
import { BOM } from '../../manifest-context.js';
import { defineRule } from '../../rule.js';

function typeHint(message: string): string {
  if (message.includes('skill.SkillManifest')) return 'the top level must be a JSON object';
  const m = /SkillManifest\.(\w+) of type (\S+)$/.exec(message);
  if (!m) return 'give each field the type the manager expects';
  if (m[1] === 'timeout_seconds') return 'write timeout_seconds as a whole number of seconds';
  if (m[1] === 'env_allow') return m[2] === 'string' ? 'env_allow may only hold strings' : 'write env_allow as a list of variable names';
  return `write ${m[1]} as a string`;
}

export type Args = { message: string };

export default defineRule<'json-type', Args>({
  id: 'json-type',
  severity: 'error',
  manifest(m, report) {
    const o = m.outcome;
    if (o.status !== 'decode-error' || o.error.kind !== 'type' || m.file.src?.startsWith(BOM)) return;
    report({ message: o.error.message }, { offset: o.error.offset });
  },
  why: 'Go refuses a value whose JSON type is not the field\'s Go type (`timeout_seconds` is an int, `env_allow` a list of strings): the manager rejects the whole manifest with `json: cannot unmarshal ...`.',
  howto: 'Give the field the type the manifest reference (docs/manifest.md) lists: `"timeout_seconds": 60`, not `"60"` or `60.5`; `"env_allow": ["PATH"]`, not `"PATH"`.',
  example: '{"name": "x", "description": "d", "entry": "run.sh", "timeout_seconds": "60"}',
  help: 'a field of the wrong type (or a top level that is not an object): the manifest is rejected',
  message(a) {
    return `${a.message}; the manager rejects the whole manifest; ${typeHint(a.message)}`;
  },
});

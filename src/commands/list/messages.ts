import { q } from '../../words.js';
import { fromBStr } from '../../go/bytes.js';
import type { ToolVerdict } from '../../views/agent-tool.js';

/** stderr note for `list --tools` when the manager would drop a safe skill's tool. */
export function droppedToolText(name: string, v: ToolVerdict & { visible: false }): string {
  const why =
    v.reason === 'schema-number-range'
      ? `its schema holds ${v.literal}, which does not fit a float64`
      : v.reason === 'schema-not-object'
        ? `its schema is ${v.kind === 'bool' ? 'a boolean' : `a${/^[aeiou]/.test(v.kind) ? 'n' : ''} ${v.kind}`}, not an object`
        : `its class is ${v.class}`;
  return `warning: no tool for ${q(fromBStr(name))}: ${why}; the manager logs a warning and the model never sees the skill`;
}

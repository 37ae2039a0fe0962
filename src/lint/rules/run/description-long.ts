// The tool description is the manifest's plus "\n\nReturns: ..." (docs/manager.md#what-the-model-sees); OpenAI refuses
// descriptions over 1024 characters, and long ones crowd the prompt.
import { TOOL_DESCRIPTION_SUFFIX } from '../../../views/agent-tool.js';
import { charCount, utf8CharCount } from '../../../source/chars.js';
import { defineRule } from '../../rule.js';

const LIMIT = 1024;
const SUFFIX = charCount(TOOL_DESCRIPTION_SUFFIX);

export type Args = { length: number; total: number; limit: number };

export default defineRule<'description-long', Args>({
  id: 'description-long',
  severity: 'warning',
  manifest(m, report) {
    const length = utf8CharCount(m.manifest.description);
    if (length + SUFFIX > LIMIT) report({ length, total: length + SUFFIX, limit: LIMIT }, m.where('description'));
  },
  help: "a description over OpenAI's 1024 characters with the manager's suffix",
  message(a) {
    return `description has ${a.length} characters (${a.total} with the manager's "Returns:" suffix); OpenAI refuses tool descriptions over ${a.limit}; shorten it`;
  },
});

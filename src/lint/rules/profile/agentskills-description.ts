// The Agent Skills spec: `description` is 1-1024 characters (a missing or
// blank one is native-required's).
import { topString } from '../../../ecosystems/md-doc.js';
import { defineRule } from '../../rule.js';
import { charCount } from '../../../source/chars.js';

export type Args = { length: number };

export default defineRule<'agentskills-description', Args>({
  id: 'agentskills-description',
  severity: 'error',
  profile: 'agentskills',
  markdown(m, report) {
    if (m.kind !== 'skill' || !m.parses) return;
    const description = topString(m.doc, 'description');
    const length = description === undefined ? 0 : charCount(description);
    if (length > 1024) report({ length }, m.where('/description'));
  },
  help: 'Agent Skills: description over 1024 characters',
  message(a) {
    return `Agent Skills spec: description has ${a.length} characters, over the limit of 1024; shorten it`;
  },
});

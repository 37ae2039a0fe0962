// manager.md 4: Go matches `Entry`, `NAME` or `claſs` (U+017F) to the
// field case-insensitively; other tools reading the manifest will not.
import { fromBStr } from '../../go/bytes.js';
import { pointerOf } from '../../source/pointer.js';
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'case-insensitive-key',
  severity: 'warning',
  manifest(m, report) {
    for (const { member, field, exact } of m.members()) {
      if (field && !exact) report({ key: fromBStr(member.key), field }, { pointer: pointerOf([member.key]), offset: member.keyStart });
    }
  },
});

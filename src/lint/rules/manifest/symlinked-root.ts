// docs/manager.md#the-walk: a root that is itself a link is not descended into (Lstat), so nothing under it loads;
// validate checks it as `root/`, which the manager would follow.
import { toBStr } from '../../../go/bytes.js';
import { defineRule } from '../../rule.js';

export type Args = { root: string; target: string };

export default defineRule<'symlinked-root', Args>({
  id: 'symlinked-root',
  tier: 'load',
  severity: 'error',
  run(r, report) {
    for (const root of r.roots) {
      if (root.linkTarget !== undefined) report({ root: root.given, target: root.linkTarget }, { file: { path: toBStr(root.given) } });
    }
  },
  help: 'a root that is a symbolic link: the manager loads nothing under it',
  message(a) {
    return `this root is a symbolic link to ${a.target}; the manager does not descend into a linked root, so nothing under it loads; configure the real folder (or add a trailing "/")`;
  },
});

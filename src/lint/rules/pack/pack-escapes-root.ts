// docs/ecosystems.md#packs: a link in the pack resolving outside it is `escapes_root` (installation blocked); one that
// does not resolve is `symlink_error`.
import { defineRule } from '../../rule.js';

export type Args = { rel: string; target: string; problem: 'escapes' | 'dangling' };

export default defineRule<'pack-escapes-root', Args>({
  id: 'pack-escapes-root',
  severity: 'error',
  manager: true,
  pack(p, report) {
    if (p.facts.layout === undefined) return;
    for (const link of p.facts.links) report({ rel: link.rel, target: link.target, problem: link.problem }, { file: p.file(link.rel) });
  },
  help: 'a symbolic link leading out of the pack: installation refused',
  message(a) {
    return a.problem === 'dangling'
      ? `${a.rel} is a symbolic link that does not resolve (the manager's symlink_error); remove it or point it inside the pack`
      : `${a.rel} is a symbolic link to ${a.target}, outside the pack (escapes_root): the manager refuses to install the pack; copy the file in instead`;
  },
});

// Loads, never runs (manager.md 6): a file that is neither an ELF binary
// nor a `#!` script (an empty one too) fails with `exec format error`.
// A shell would run it anyway; execve does not.
import { fromBStr } from '../core/bytes.js';
import { isElf } from '../core/entry-facts.js';
import { defineRule } from '../core/rule.js';

export default defineRule({
  id: 'entry-no-shebang',
  severity: 'error',
  manifest(m, report) {
    const e = m.entry();
    if (!m.built || e?.kind !== 'file' || e.head.startsWith('#!') || isElf(e.head)) return;
    report({ entry: fromBStr(m.built.entry), empty: e.head === '' }, m.where('entry'));
  },
});

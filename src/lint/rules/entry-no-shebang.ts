// Loads, never runs (manager.md 6): a file the kernel cannot execute by its
// header (no `#!` naming an interpreter, no binary format that runs here;
// an empty file too) fails with `exec format error`. A shell would run it
// anyway; execve does not. The same reading decides `run` (exec-format.ts).
import { fromBStr } from '../../go/bytes.js';
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'entry-no-shebang',
  severity: 'error',
  manifest(m, report) {
    const e = m.entry();
    if (!m.built || e?.kind !== 'file' || e.format !== 'enoexec') return;
    report({ entry: fromBStr(m.built.entry), empty: e.head === '' }, m.where('entry'));
  },
});

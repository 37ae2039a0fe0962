// Loads, never runs (docs/manager.md#running-a-skill): no x bit at all gives
// `subprocess skill: entry PATH not executable`.
import { fromBStr } from '../../../go/bytes.js';
import { defineRule } from '../../rule.js';

const octal = (mode: number): string => mode.toString(8).padStart(4, '0');

export type Args = { entry: string; mode: string };

export default defineRule<'entry-not-executable', Args>({
  id: 'entry-not-executable',
  severity: 'error',
  readsEntry: true,
  manifest(m, report) {
    const e = m.entry();
    const at = m.entryPath();
    if (at === undefined || e?.kind !== 'file' || e.executable) return;
    report({ entry: fromBStr(at), mode: octal(e.mode) }, m.where('entry'));
  },
  // Fix: chmod +x where it may be read (as `chmod a+X`), the owner at least, on the resolved entry inside the root, also
  // when the manifest is refused otherwise. Only the file the check saw, reached without links.
  fix({ m }) {
    const e = m.entry();
    const at = m.entryPath();
    if (at === undefined || e?.kind !== 'file') return undefined;
    const readers = (e.mode & 0o444) >> 2;
    const to = e.mode | (readers || 0o100);
    const links = e.links > 1 ? `; it has ${e.links} hard links, and the mode is the file's: every name of it changes` : '';
    return {
      summary: `chmod ${octal(e.mode)} -> ${octal(to)} (the entry is executable${links})`,
      changes: [{ kind: 'mode', file: at, checked: { id: e.id }, from: e.mode, to }],
    };
  },
  why: 'The manager loads the skill, then every call fails with `subprocess skill: entry PATH not executable`: it execs the entry directly, with no shell.',
  howto: '`chmod +x` the entry (and commit the mode: `git update-index --chmod=+x`), or run `ongrid-skills validate --fix`.',
  example: 'chmod 644 run.sh   # every run: entry .../run.sh not executable',
  help: 'the entry has no execute bit: loads, every run fails',
  message(a) {
    return `entry ${a.entry} has no execute bit (mode ${a.mode}); the skill loads but every run fails (entry ... not executable); chmod +x it`;
  },
});

// An absolute `entry` is a path on this machine, which the container has only if the bind mount keeps it; else the
// load fails or the entry escapes the root (docs/target.md). Manager-image target only.
import { fromBStr } from '../../../go/bytes.js';
import { defineRule } from '../../rule.js';

export type Args = { entry: string; relative?: string };

export default defineRule<'entry-host-path', Args>({
  id: 'entry-host-path',
  severity: 'error',
  manifest(m, report) {
    const entry = m.manifest.entry;
    // Only a skill that loads here: one refused already has its finding.
    if (!m.image || !m.built || !entry.startsWith('/')) return;
    const folder = m.folder.endsWith('/') ? m.folder : m.folder + '/';
    const args: Args = { entry: fromBStr(entry) };
    if (entry.startsWith(folder)) args.relative = fromBStr(entry.slice(folder.length));
    report(args, m.where('entry'));
  },
  why: "The manager runs in a container; skill folders reach it through bind mounts at container paths (/var/lib/ongrid/..., or what ONGRID_SKILLS_EXTERNAL_DIRS names), so an absolute host path in `entry` points at nothing there.",
  howto: 'Write `entry` relative to the skill folder.',
  example: '{"entry": "/home/me/skills/disk/run.sh"}   # in the container: eval entry symlinks: lstat /home: no such file or directory',
  help: "an absolute entry is a host path: in the manager's container the skill folder is mounted elsewhere",
  message(a) {
    const fix = a.relative ? `write "entry": "${a.relative}"` : 'write the entry relative to the skill folder';
    return `entry ${a.entry} is a path on this machine; in the manager's container the skill folder is bind-mounted at its container path, so this path is not there unless mounted at the same path and the manager refuses the skill (eval entry symlinks: lstat ...: no such file or directory); ${fix}`;
  },
});

// Loads, never runs: execve refuses any file on a `noexec` mount (EACCES) whatever its mode, while the manager checks
// the mode only (docs/manager.md#running-a-skill). Read from this machine's mount table.
import { fromBStr } from '../../../go/bytes.js';
import { mountOf, mountTable } from '../../../platform/mounts.js';
import { defineRule } from '../../rule.js';

export type Args = { entry: string; mount: string };

export default defineRule<'entry-noexec', Args>({
  id: 'entry-noexec',
  severity: 'error',
  readsEntry: true,
  manifest(m, report) {
    if (!m.built || m.entry()?.kind !== 'file') return;
    const entry = fromBStr(m.built.entry);
    const mount = mountOf(entry, mountTable(m.load));
    if (mount?.options.includes('noexec')) report({ entry, mount: mount.point }, m.where('entry'));
  },
  why: 'The kernel refuses to execute any file on a mount with the `noexec` option, so every call fails with `permission denied` although the mode has x bits; the manager loads the skill all the same. Often /tmp, /dev/shm, a home or removable disk mounted noexec by policy.',
  howto: 'Deploy the skill to a folder on a mount without `noexec` (`findmnt -T FOLDER` shows its options), or remount that file system with `exec` if the policy allows.',
  example: 'entry /mnt/usb/skills/disk/run.sh on a noexec mount   # every run: fork/exec ...: permission denied',
  help: 'the entry is on a noexec mount: loads, every run fails',
  message(a) {
    return `entry ${a.entry} is on the mount ${a.mount}, mounted noexec on this machine; the skill loads but every run fails with permission denied; deploy it on a mount that allows execution`;
  },
});

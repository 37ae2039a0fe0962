// The manager execs the entry as it is (docs/manager.md#running-a-skill): setuid or setgid gives its owner's or group's
// rights for every agent call. Linux ignores those bits on `#!` scripts, so there they promise nothing.
import { fromBStr } from '../../../go/bytes.js';
import { defineRule } from '../../rule.js';

export type Args = { entry: string; bits: 'setuid' | 'setgid' | 'setuid and setgid'; mode: string; script: boolean };

const S_ISUID = 0o4000;
const S_ISGID = 0o2000;
/** Without group execute, S_ISGID marks mandatory locking, not a set-group-ID program. */
const S_IXGRP = 0o010;

function setIdBits(mode: number): Args['bits'] | undefined {
  const uid = (mode & S_ISUID) !== 0;
  const gid = (mode & S_ISGID) !== 0 && (mode & S_IXGRP) !== 0;
  if (uid && gid) return 'setuid and setgid';
  return uid ? 'setuid' : gid ? 'setgid' : undefined;
}

export default defineRule<'entry-setuid', Args>({
  id: 'entry-setuid',
  severity: 'warning',
  readsEntry: true,
  manifest(m, report) {
    const e = m.entry();
    if (!m.built || e?.kind !== 'file') return;
    const bits = setIdBits(e.mode);
    if (bits === undefined) return;
    report({ entry: fromBStr(m.built.entry), bits, mode: e.mode.toString(8).padStart(4, '0'), script: e.format === 'script' }, m.where('entry'));
  },
  why: "A set-user-ID (or set-group-ID) entry runs with its owner's (or group's) rights on every call, whatever user the manager runs as: an agent that can call the skill holds those rights through its arguments. Linux ignores the bits on `#!` scripts, so a script with them runs with the manager's rights, not what the mode says.",
  howto: '`chmod u-s,g-s` the entry; if the program needs more rights, give it a narrow capability or a sudo rule for the one command instead.',
  example: 'chmod 4755 run   # every call runs as the file owner, root if root owns it',
  help: "the entry is setuid or setgid: it runs with its owner's rights",
  message(a) {
    return a.script
      ? `entry ${a.entry} is ${a.bits} (mode ${a.mode}) but a #! script, so Linux ignores the bit and it runs with the manager's rights; drop the bit (chmod u-s,g-s)`
      : `entry ${a.entry} is ${a.bits} (mode ${a.mode}): every call runs with the rights of the file's ${a.bits === 'setgid' ? 'group' : 'owner'}, not the manager's; drop the bit (chmod u-s,g-s) unless that is the point`;
  },
});

// The manager runs as uid 65532 and a bind mount keeps host owners and modes, so what it cannot read it cannot list or
// start (docs/target.md); manager-image target only. The fix chmods by io/checked-file.ts's race-safe walk.
import { fromBStr } from '../../../go/bytes.js';
import type { LoadResult } from '../../../loader/loader.js';
import { AccessCheck, chmodCommands, fixedMode } from '../../../target/access.js';
import { defineRule } from '../../rule.js';

export type Args = { path: string; mode: string; directory: boolean; count: number; chmod: string };

/** What the entry needs: x, and r for a script. No x bit at all is entry-not-executable's (two fixes of one mode collide). */
function entryBits(e: { executable: boolean; format: string }): number {
  return e.executable ? (e.format === 'script' ? 5 : 1) : 0;
}

const octal = (mode: number): string => mode.toString(8).padStart(4, '0');
const checks = new WeakMap<LoadResult, AccessCheck>();

export default defineRule<'container-no-access', Args>({
  id: 'container-no-access',
  severity: 'error',
  readsEntry: true,
  manifest(m, report) {
    const e = m.entry();
    if (!m.image || !m.built || e?.kind !== 'file') return;
    let check = checks.get(m.load);
    if (!check) checks.set(m.load, (check = new AccessCheck(m.image.user)));
    const root = check.resolvedRoot(m.outcome.root);
    if (root === undefined || !(m.built.entry + '/').startsWith(root === '/' ? '/' : root + '/')) return;
    const blocked = check.blocked(root, m.outcome.path, m.built.entry, e, entryBits(e));
    if (blocked.length === 0) return;
    const first = blocked[0];
    report({ path: fromBStr(first.path), mode: octal(first.mode), directory: first.directory, count: blocked.length, chmod: fromBStr(chmodCommands(blocked)) }, m.where('entry'));
  },
  // The bits the message's chmod adds, no others, on a mode from a stat that also gave the folder's identity, so the
  // change lands on that folder, reached following no link, or nowhere (docs/security.md "--fix and run").
  fix({ m }) {
    const e = m.entry();
    if (!m.image || !m.built || e?.kind !== 'file') return undefined;
    const check = new AccessCheck(m.image.user, true);
    const root = check.resolvedRoot(m.outcome.root);
    if (root === undefined) return undefined;
    const blocked = check.blocked(root, m.outcome.path, m.built.entry, e, entryBits(e));
    if (blocked.length === 0 || blocked.some((b) => b.directory && b.id === undefined)) return undefined;
    return {
      summary: `${chmodCommands(blocked)} (uid 65532 can ${blocked.some((b) => b.directory) ? 'enter, list, ' : ''}read and run it)`,
      changes: blocked.map((b) =>
        b.directory
          ? { kind: 'mode', file: b.path, checked: { id: b.id!, directory: true }, from: b.mode, to: fixedMode(b) }
          : { kind: 'mode', file: b.path, from: b.mode, to: fixedMode(b) },
      ),
    };
  },
  why: "The manager runs as `nonroot` (uid 65532, gid 65532) in its container; skill folders are bind-mounted from the host with their owners and modes, so what only root (or only you) may read on the host, the manager cannot list or start there.",
  howto: 'Run the chmod the finding gives (or `validate --fix`, which adds the same bits to the same folders and files), or chown the skills root to 65532:65532.',
  example: 'chmod 700 skills/ && chown root skills/   # in the container: skill loader: walk ...: permission denied',
  help: "uid 65532 (the manager's user in its container) cannot enter a folder or read or run the entry, given owner and mode",
  message(a) {
    const what = a.directory ? 'folder' : 'file';
    const more = a.count > 1 ? ` (and ${a.count - 1} more in the way)` : '';
    return `in the manager's container the skill runs as uid 65532, which cannot ${a.directory ? 'enter and list' : 'read or run'} the ${what} ${a.path} (mode ${a.mode})${more}; the manager cannot load or run it there; fix: ${a.chmod}`;
  },
});

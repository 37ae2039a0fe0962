// docs/manager.md#folders: the manager splits ONGRID_SKILLS_EXTERNAL_DIRS on `,` and `;` only (the design doc says
// `:`), so `/a:/b` is one folder that does not exist. Checked in the environment and the config's `dirs` and `root`.
import { toBStr } from '../../../go/bytes.js';
import { q } from '../../../words.js';
import { defineRule } from '../../rule.js';

export type Args = { part: string; source: 'env' | 'config' };

export default defineRule<'colon-joined-dirs', Args>({
  id: 'colon-joined-dirs',
  tier: 'load',
  severity: 'warning',
  run(r, report) {
    for (const dir of r.dirs) {
      if (!dir.value.includes(':')) continue;
      const at = dir.file.src?.indexOf(toBStr(dir.value)) ?? -1;
      report({ part: dir.value, source: dir.source }, { file: dir.file, offset: Math.max(at, 0) });
    }
  },
  help: 'folders joined with ":": the manager splits on "," and ";" only',
  message(a) {
    return `${a.source === 'env' ? 'ONGRID_SKILLS_EXTERNAL_DIRS part' : 'config folder'} ${q(a.part)} contains ":", but the manager splits on "," and ";" only, so it is one folder, which probably does not exist; separate folders with ","`;
  },
});

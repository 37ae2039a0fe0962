// docs/ecosystems.md#native-skills: the manager does not check metadata.requires.bins. This looks on this machine's
// PATH, a fact about here (info), not about the manager's image.
import { accessSync, constants } from 'node:fs';
import { isFile } from '../../../source/read-capped.js';
import path from 'node:path';
import { itemsAt, stringAt } from '../../../ecosystems/md-doc.js';
import { q } from '../../../words.js';
import { defineRule } from '../../rule.js';

function onPath(bin: string): boolean {
  const runnable = (file: string): boolean => {
    try {
      accessSync(file, constants.X_OK);
    } catch {
      return false;
    }
    return isFile(file);
  };
  if (bin.includes('/')) return runnable(bin);
  return (process.env.PATH ?? '').split(':').some((dir) => dir !== '' && runnable(path.join(dir, bin)));
}

export type Args = { bin: string };

export default defineRule<'requires-bin-missing', Args>({
  id: 'requires-bin-missing',
  severity: 'info',
  profile: 'ongrid',
  markdown(m, report) {
    if (m.kind !== 'skill' || !m.decodes) return;
    for (const item of itemsAt(m.doc, '/metadata/requires/bins')) {
      const bin = stringAt(m.doc, item)?.trim();
      if (bin && !onPath(bin)) report({ bin }, m.where(item));
    }
  },
  help: "metadata.requires.bins not found on this machine's PATH",
  message(a) {
    return `${q(a.bin)} (metadata.requires.bins) is not on this machine's PATH; the manager does not check it, so a missing program shows up only when the skill's tools run; make sure the manager's image has it`;
  },
});

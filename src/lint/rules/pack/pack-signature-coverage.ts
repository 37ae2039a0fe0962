// docs/ecosystems.md#packs: the signature covers .md and .json files only; scripts, binaries and links (which the
// hash skips) can change in a signed pack without breaking it.
import { SIGNATURE_FILE } from '../../../ecosystems/pack-signature.js';
import { plural } from '../../../words.js';
import { defineRule } from '../../rule.js';

export type Args = { count: number; files: string[] };

export default defineRule<'pack-signature-coverage', Args>({
  id: 'pack-signature-coverage',
  severity: 'warning',
  manager: true,
  pack(p, report) {
    const { layout, signature } = p.facts;
    if (layout === undefined || (signature.state !== 'verified' && signature.state !== 'failed')) return;
    // Links too: the manager's hash skips them while its loaders read through them.
    const files = [...signature.uncovered, ...(signature.links ?? [])];
    if (files.length > 0) report({ count: files.length, files: files.slice(0, 5) }, { file: p.file(SIGNATURE_FILE) });
  },
  help: 'a signed pack with scripts, binaries or links the signature does not cover',
  message(a) {
    const shown = a.files.join(', ') + (a.count > a.files.length ? `, and ${a.count - a.files.length} more` : '');
    return `the signature covers regular .md and .json files only: ${plural(a.count, 'file')} can change without breaking it (${shown}); scripts, binaries and links are not covered (a SKILL.md added as a link loads unsigned)`;
  },
});

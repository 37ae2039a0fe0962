// ecosystem.md 3: the signature covers .md and .json files only; scripts
// and binaries in a signed pack can change without breaking it.
import { SIGNATURE_FILE } from '../../native/pack-signature.js';
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'pack-signature-coverage',
  severity: 'warning',
  manager: true,
  pack(p, report) {
    const { layout, signature } = p.facts;
    if (layout === undefined || (signature.state !== 'verified' && signature.state !== 'failed')) return;
    const files = signature.uncovered;
    if (files.length > 0) report({ count: files.length, files: files.slice(0, 5) }, { file: p.file(SIGNATURE_FILE) });
  },
});

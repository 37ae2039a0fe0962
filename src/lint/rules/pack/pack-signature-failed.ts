// docs/ecosystems.md#packs: a signature.json that does not verify makes the verdict `failed` with its reason
// (`ecdsa signature does not verify` after any signed file changed).
import { SIGNATURE_FILE } from '../../../ecosystems/pack-signature.js';
import { defineRule } from '../../rule.js';

export type Args = { reason: string };

export default defineRule<'pack-signature-failed', Args>({
  id: 'pack-signature-failed',
  severity: 'error',
  manager: true,
  pack(p, report) {
    const { layout, signature } = p.facts;
    if (layout !== undefined && (signature.state === 'failed' || signature.state === 'error')) {
      report({ reason: signature.reason }, { file: p.file(SIGNATURE_FILE) });
    }
  },
  help: "a signature that does not verify: the manager's verdict is failed",
  message(a) {
    return `the signature does not hold: the manager's verdict is failed (${a.reason}); re-sign the pack after the last change (ongrid-skills pack sign)`;
  },
});

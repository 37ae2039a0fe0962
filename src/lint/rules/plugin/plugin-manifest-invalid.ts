// A Claude Code plugin.json with fields of the wrong types, which Claude Code refuses
// (https://code.claude.com/docs/en/plugins/manifest-reference). The manager reads only id and name.
import { code } from '../../../words.js';
import { defineRule } from '../../rule.js';

export type Args = { key: string; want: string };

export default defineRule<'plugin-manifest-invalid', Args>({
  id: 'plugin-manifest-invalid',
  severity: 'error',
  pack(p, report) {
    const facts = p.claude();
    for (const f of facts?.fields ?? []) report({ key: f.key, want: f.want }, { file: facts!.manifest, pointer: f.pointer });
  },
  help: 'Claude Code: a plugin.json field of the wrong type (`author` not an object, `name` missing, metadata not strings; https://code.claude.com/docs/en/plugins/manifest-reference): Claude Code refuses the manifest',
  why: "Claude Code checks plugin.json against its manifest schema when it loads or validates a plugin (`claude plugin validate`); a field of the wrong type fails the whole manifest, so none of the plugin's parts load.",
  howto: 'Write the field as the manifest reference says, e.g. "author": {"name": "You"}.',
  example: '{"name": "my-plugin", "author": "You"}',
  message(a) {
    return `Claude Code: ${code(a.key)} must be ${a.want}; Claude Code's manifest schema refuses the file and the plugin does not load (https://code.claude.com/docs/en/plugins/manifest-reference)`;
  },
});

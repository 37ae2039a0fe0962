// docs/ecosystems.md#frontmatter: frontmatter that is not YAML, or that yaml.v3 refuses and others take
// (src/yaml/yaml-v3.ts); only yaml.v3's first error is reported. For a plain value holding `: `, the message says how every reader takes it.
import { yamlErrorText } from '../../../ecosystems/md-doc.js';
import type { Profile } from '../../../ecosystems/profiles.js';
import { defineRule } from '../../rule.js';

export type Args = { manager: string; profiles?: Profile[]; detail?: string };

/** Who refuses a file whose frontmatter is not YAML, under each profile. */
const REFUSED_BY: Record<Profile, string> = {
  ongrid: 'the manager refuses the file',
  agentskills: 'spec validators (skills-ref) refuse the file',
  'claude-code': 'Claude Code cannot read its fields',
  // OpenClaw reads a frontmatter its YAML parser refuses line by line, `key: value`.
  openclaw: 'OpenClaw falls back to reading it line by line, but spec validators and other clients refuse it',
  copilot: 'GitHub Copilot cannot read its fields',
};

export default defineRule<'frontmatter-yaml', Args>({
  id: 'frontmatter-yaml',
  severity: 'error',
  markdown(m, report) {
    const first = m.doc.issues.find((i) => i.kind === 'syntax' || i.kind === 'decode');
    if (first) report({ manager: yamlErrorText(m.doc.path, first), profiles: [...m.profiles], detail: `yaml: ${first.message}` }, { at: { line: first.line, column: first.column } });
  },
  // Only OpenClaw still loads it: there it is a warning.
  levelFor: (m) => (m.profiles.size === 1 && m.profiles.has('openclaw') ? 'warning' : undefined),
  help: 'frontmatter that is not YAML: the manager and spec validators refuse the file (OpenClaw reads it line by line: a warning there)',
  message(a) {
    const fix = a.manager.includes('mapping values are not allowed')
      ? 'a plain value holding `: ` must be quoted, or written as a block scalar (`description: |` with the text indented below)'
      : 'fix the YAML';
    const profiles = a.profiles && a.profiles.length > 0 ? a.profiles : ['ongrid' as const];
    // The manager's own line where it is the reader that refuses; the YAML error alone elsewhere.
    const ongrid = profiles.includes('ongrid');
    const who = ongrid ? REFUSED_BY.ongrid : profiles.map((p) => REFUSED_BY[p]).join('; ');
    return `the frontmatter is not valid YAML; ${who} (${ongrid || !a.detail ? a.manager : a.detail}); ${fix}`;
  },
});

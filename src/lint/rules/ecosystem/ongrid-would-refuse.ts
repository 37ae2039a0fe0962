// The manager's verdict on documents written for another ecosystem, said once per folder
// (docs/ecosystems-profiles.md); `--profile ongrid` reports each refusal on its own.
import { PROFILES, type Profile } from '../../../ecosystems/profiles.js';
import { defineRule } from '../../rule.js';

export type Args = {
  refused: number;
  total: number;
  ecosystem: Profile;
  kind: 'skill' | 'persona' | 'document';
  example?: string;
};

const NOUN: Record<Args['kind'], [string, string]> = {
  skill: ['SKILL.md file', 'SKILL.md files'],
  persona: ['agent', 'agents'],
  document: ['document', 'documents'],
};

export default defineRule<'ongrid-would-refuse', Args>({
  id: 'ongrid-would-refuse',
  severity: 'info',
  help: 'documents written for another ecosystem that the ongrid manager would refuse if installed: one note per folder, in place of one error per file (`--profile ongrid` lists each)',
  why: 'A Claude Code subagent, an OpenClaw skill or a Copilot agent is checked by its own ecosystem\'s rules. What the ongrid manager would do with it matters only to an operator about to install the folder into ongrid, so it is said once, as a count.',
  howto: 'Nothing, if the folder is not meant for ongrid. Before installing it into ongrid, run `validate --profile ongrid` on it to list every refusal with its fix.',
  example: 'plugins/x/agents/reviewer.md with `tools: Read, Grep` and no `when_to_use`',
  message(a) {
    const noun = NOUN[a.kind][a.total === 1 ? 0 : 1];
    const eg = a.example ? ` (e.g. ${a.example})` : '';
    return `ongrid would refuse ${a.refused} of these ${a.total} ${noun} written for ${PROFILES[a.ecosystem].title}${eg}; \`--profile ongrid\` lists why`;
  },
});

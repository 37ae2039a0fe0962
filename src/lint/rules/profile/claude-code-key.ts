// A command file key Claude Code drops silently where one it reads was plainly meant (docs/ecosystems-profiles.md#command-files);
// keys resembling none of its fields are the author's own notes and left alone.
import { keysAt, nodeAt } from '../../../ecosystems/md-doc.js';
import { CLAUDE_SKILL_KEYS } from '../../../ecosystems/ecosystem.js';
import { code } from '../../../words.js';
import { closest } from '../../../suggest.js';
import { defineRule } from '../../rule.js';
import { AGENTSKILLS_KEYS } from './agentskills-key.js';

const KNOWN = [...new Set(['name', 'description', 'when_to_use', ...CLAUDE_SKILL_KEYS, ...AGENTSKILLS_KEYS])];

/** Other tools' words for a Claude Code field, folded as closest() folds them (lower case, no `-`/`_`). */
const ALIASES: Record<string, string> = {
  tools: 'allowed-tools',
  toolaccess: 'allowed-tools',
  permittedtools: 'allowed-tools',
  globs: 'paths',
  glob: 'paths',
  args: 'arguments',
};

export type Args = { key: string; suggestion: string };

export default defineRule<'claude-code-key', Args>({
  id: 'claude-code-key',
  severity: 'warning',
  profile: 'claude-code',
  markdown(m, report) {
    if (m.kind !== 'command' || !m.parses || !nodeAt(m.doc, '')) return;
    for (const key of keysAt(m.doc, '')) {
      if (KNOWN.includes(key)) continue;
      const suggestion = closest(key, KNOWN, ALIASES);
      if (suggestion) report({ key, suggestion }, m.where(`/${key}`, true));
    }
  },
  help: 'Claude Code: a command frontmatter key it does not read, where one it reads was meant (allowed_tools, tools, globs) (https://code.claude.com/docs/en/skills#frontmatter-reference)',
  why: 'Claude Code reads a command file\'s frontmatter as a skill\'s and drops keys it does not know without a word: the setting the author meant does nothing.',
  howto: 'Rename the key to the field Claude Code reads.',
  example: 'commands/migrate.md with `tool_access: [Read, Bash]` (Claude Code reads `allowed-tools`)',
  message(a) {
    return `Claude Code: ${code(a.key)} is not a command field, so Claude Code ignores it; write ${code(a.suggestion)}${a.suggestion === 'allowed-tools' ? ' (it lets the listed tools run without asking; it does not forbid the others)' : ''} (https://code.claude.com/docs/en/skills#frontmatter-reference)`;
  },
});

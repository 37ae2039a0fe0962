// A SKILL.md body over the Agent Skills spec's budget (https://agentskills.io/specification, "Progressive disclosure").
// Both limits are guidance, so only a body over both is reported, tokens estimated as characters / 4; info.
import { defineRule } from '../../rule.js';

export type Args = { lines: number; budget: number; tokens: number; tokenBudget: number };

export const BODY_LINE_BUDGET = 500;
export const BODY_TOKEN_BUDGET = 5000;
const CHARS_PER_TOKEN = 4;

/** The body's length without its trailing newlines, and its line count, counted in place (every SKILL.md's body is read). */
function bodyLines(body: string): { end: number; lines: number } {
  let end = body.length;
  while (end > 0 && body.charCodeAt(end - 1) === 0x0a) end--;
  let lines = end === 0 ? 0 : 1;
  for (let i = body.indexOf('\n'); i !== -1 && i < end; i = body.indexOf('\n', i + 1)) lines++;
  return { end, lines };
}

export default defineRule<'skill-body-long', Args>({
  id: 'skill-body-long',
  severity: 'info',
  markdown(m, report) {
    if (m.kind !== 'skill' || m.doc.split.kind === 'error') return;
    const { end, lines } = bodyLines(m.doc.split.body);
    if (lines <= BODY_LINE_BUDGET) return;
    const tokens = Math.round(end / CHARS_PER_TOKEN);
    if (tokens > BODY_TOKEN_BUDGET) report({ lines, budget: BODY_LINE_BUDGET, tokens, tokenBudget: BODY_TOKEN_BUDGET }, { at: { line: 1, column: 1 } });
  },
  help: 'a SKILL.md body over both the Agent Skills spec\'s recommended 500 lines and about 5,000 tokens (characters / 4; https://agentskills.io/specification#progressive-disclosure): all of it enters the context on activation',
  why: 'An activated skill\'s whole body is put in the model\'s context; the spec recommends under 500 lines and about 5,000 tokens, with reference material in separate files loaded when needed.',
  howto: 'Move reference material into files under references/ and link them from the body.',
  example: 'a SKILL.md whose body is a 900-line API reference',
  message(a) {
    return `the body is ${a.lines} lines and about ${a.tokens} tokens, over the ${a.budget} lines and ${a.tokenBudget} tokens the Agent Skills spec recommends (all of it enters the context when the skill is used); move reference material into linked files`;
  },
});

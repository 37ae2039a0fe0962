// `rules` and `explain RULE`, both from the rule objects (src/lint/rule-docs.ts).
import { EXIT, UsageError } from '../../errors.js';
import { writeOut } from '../../io/write.js';
import { closestNames } from '../../suggest.js';
import { ruleDoc } from '../../lint/rule-docs.js';
import { RULES } from '../../lint/rules/index.js';
import { explainText, rulesJson, rulesTable, unknownRuleHint, unknownRuleText } from './messages.js';

export function rulesCommand(flags: { json: boolean }): number {
  const docs = RULES.map(ruleDoc);
  writeOut(flags.json ? rulesJson(docs) : rulesTable(docs));
  return EXIT.ok;
}

export function explainCommand(id: string): number {
  const rule = RULES.find((r) => r.id === id);
  if (!rule) {
    const ids = RULES.map((r) => r.id);
    throw new UsageError(unknownRuleText(id), unknownRuleHint(closestNames(id, ids)));
  }
  writeOut(explainText(ruleDoc(rule)));
  return EXIT.ok;
}

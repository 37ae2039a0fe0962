// Types of scripts/rule-table.mjs for the README test.
export interface RuleRow {
  id: string;
  level: string;
  tier: string;
  group: string;
  groupTitle: string;
  help: string;
}
export function renderReadme(readme: string, docs: readonly RuleRow[]): string;

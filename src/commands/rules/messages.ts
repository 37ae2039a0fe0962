import type { RuleDoc } from '../../lint/rule-docs.js';

const TIER_WHERE = { load: 'scan, list, run and validate', validate: 'validate only' } as const;

export function rulesTable(docs: readonly RuleDoc[]): string {
  const w = (pick: (d: RuleDoc) => string, head: string) => Math.max(head.length, ...docs.map((d) => pick(d).length));
  const wi = w((d) => d.id, 'RULE');
  const wl = w((d) => d.level, 'LEVEL');
  const wt = w((d) => d.tier, 'TIER');
  const row = (a: string, b: string, c: string, d: string) => `${a.padEnd(wi)}  ${b.padEnd(wl)}  ${c.padEnd(wt)}  ${d}`.trimEnd();
  const lines = [row('RULE', 'LEVEL', 'TIER', 'WHAT IT FINDS'), ...docs.map((d) => row(d.id, d.level, d.tier, d.help))];
  return lines.join('\n') + `\n\n${docs.length} rules; \`ongrid-skills explain RULE\` for one of them.\n`;
}

export function rulesJson(docs: readonly RuleDoc[]): string {
  const out = docs.map((d) => ({ id: d.id, level: d.level, severity: d.severity, enabled: d.enabled, tier: d.tier, group: d.group, groupTitle: d.groupTitle, help: d.help, why: d.why, howto: d.howto, example: d.example, helpUri: d.uri }));
  return JSON.stringify(out, null, 2) + '\n';
}

function indent(text: string): string {
  return text.split('\n').map((l) => (l === '' ? '' : `  ${l}`)).join('\n');
}

export function explainText(d: RuleDoc): string {
  const level = d.enabled ? `${d.level} by default` : `${d.level}: off until asked for (--providers, --profile or the config)`;
  return [
    `${d.id}: ${level}; tier ${d.tier} (${TIER_WHERE[d.tier]})`,
    '',
    'What it finds:',
    indent(d.help),
    '',
    'Why it matters:',
    indent(d.why),
    '',
    'How to fix:',
    indent(d.howto),
    '',
    'Example:',
    indent(d.example),
    '',
    `Level: --rule ${d.id}=off|warn|error, or "rules": {"${d.id}": "off"} in the config.`,
    ...(d.uri ? [`More: ${d.uri}`] : []),
    '',
  ].join('\n');
}

export const unknownRuleText = (id: string): string => `unknown rule ${JSON.stringify(id)}`;
export const unknownRuleHint = (near: readonly string[]): string =>
  near.length > 0 ? `did you mean ${near.join(', ')}? (\`ongrid-skills rules\` lists them all)` : '`ongrid-skills rules` lists them all';

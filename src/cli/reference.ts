// `rules`, `explain` and `schema`: their options, help and wiring.
import type { Command } from '../argv/command.js';

const RULES_HELP = '\nExamples:\n  $ ongrid-skills rules\n  $ ongrid-skills rules --json | jq -r \'.[] | select(.tier == "load") | .id\'';
const EXPLAIN_HELP = '\nExamples:\n  $ ongrid-skills explain unknown-key\n\nExit status: 0, or 2 for a rule that does not exist.';
const SCHEMA_HELP = '\nExamples:\n  $ ongrid-skills schema > skill.schema.json';

export function addReference(program: Command): void {
  program
    .command('rules')
    .description('list every validate rule: id, default level, tier (load: scan, list and run show it too; validate: validate only), one line')
    .option('--json', 'the list as JSON: id, level, severity, enabled, tier, group, help, why, howto, example, and helpUri when package.json names a repository')
    .addHelpText(RULES_HELP)
    .action(async (opts: { json?: boolean }) => {
      const { rulesCommand } = await import('../commands/rules/index.js');
      process.exitCode = rulesCommand({ json: Boolean(opts.json) });
    });
  program
    .command('explain')
    .description('what a rule finds, why it matters in the manager, how to fix it, an example')
    .argument('<rule>', 'a rule id, as `rules` lists it and findings end with ([unknown-key])')
    .addHelpText(EXPLAIN_HELP)
    .action(async (id: string) => {
      const { explainCommand } = await import('../commands/rules/index.js');
      process.exitCode = explainCommand(id.replace(/^\[(.*)\]$/, '$1'));
    });
  program
    .command('schema')
    .description('print the JSON Schema (draft-07) of skill.json, for editors: what the manager accepts (the package ships it as skill.schema.json)')
    .addHelpText(SCHEMA_HELP)
    .action(async () => {
      const { schemaCommand } = await import('../commands/schema/index.js');
      process.exitCode = schemaCommand();
    });
}

// `validate --format sarif`: SARIF 2.1.0 via node-sarif-builder, one rule entry per rule, one result per diagnostic;
// columns are Unicode code points.
import { SarifBuilder, SarifResultBuilder, SarifRuleBuilder, SarifRunBuilder } from 'node-sarif-builder';
import { type Severity, onByDefault } from '../lint/rule.js';
import { ruleUri } from '../lint/rule-docs.js';
import { VERSION } from '../version.js';
import type { ValidateReport } from './formatters.js';

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', info: 'note' };

/** A path as a SARIF artifact URI: relative ones against %SRCROOT%, absolute ones as file:// URIs. */
function artifact(file: string): { uri: string; uriBaseId?: string } {
  const encoded = file.split('/').map(encodeURIComponent).join('/');
  return file.startsWith('/') ? { uri: `file://${encoded}` } : { uri: encoded, uriBaseId: '%SRCROOT%' };
}

export function formatSarif(report: ValidateReport): string {
  const run = new SarifRunBuilder({ columnKind: 'unicodeCodePoints' }).initSimple({
    toolDriverName: 'ongrid-skills',
    toolDriverVersion: VERSION,
  });
  for (const rule of report.rules) {
    run.addRule(
      new SarifRuleBuilder({
        id: rule.id,
        name: rule.id,
        shortDescription: { text: rule.help },
        help: { text: `${rule.help}. Set its level with --rule ${rule.id}=off|warn|error or "rules" in the config.` },
        helpUri: ruleUri(rule.id),
        defaultConfiguration: { level: LEVEL[rule.severity], enabled: onByDefault(rule) },
      }),
    );
  }
  for (const d of report.diagnostics) {
    const result = new SarifResultBuilder().initSimple({
      ruleId: d.rule,
      level: LEVEL[d.severity],
      messageText: d.message,
      startLine: d.line,
      startColumn: d.column,
      endLine: d.line,
      endColumn: d.column + 1,
    });
    result.setLocationArtifactUri(artifact(d.file));
    if (d.pointer !== '') result.result.properties = { pointer: d.pointer };
    run.addResult(result);
  }
  const log = new SarifBuilder();
  log.addRun(run);
  return log.buildSarifJsonString({ indent: true }) + '\n';
}

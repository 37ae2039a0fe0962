// What the server imports after `initialize`: the engine and every feature, one lazily initialised module.
import path from 'node:path';
import { fromBStr } from '../../go/bytes.js';
import type { FixPlan } from '../../lint/fix/fix-plan.js';
import { SEARCH_PLACES } from '../../session/config.js';
import { commitPlan } from '../validate/fix.js';

export { Engine } from './engine.js';
export { CheckScheduler } from './scheduler.js';
export { applyOutside, fixAction, fixAll, hasOutsideFixes, sameFinding } from './fixes.js';
export { diagnosticRange } from './positions.js';
export { judgeDocument } from './ecosystem.js';
export { entryLink, frontmatterCompletions, frontmatterHover, lineOf, manifestCompletions, manifestHover, markdownLinks, ruleHover } from './features.js';
export { runFromEditor, testFiles, testFromEditor } from './run.js';
export { ruleUri } from '../../lint/rule-docs.js';

export const isConfigFile = (file: string): boolean => SEARCH_PLACES.includes(path.basename(file)) || path.basename(file) === '.ongrid-skills-self.json';

/** Apply a fix through validate --fix's own writer; the first problem, if any. */
export function commitFixPlan(plan: FixPlan): string | undefined {
  const bad = commitPlan(plan).find((v) => !v.applied);
  return bad && !bad.applied ? `${fromBStr(bad.item.diagnostic.file)}: ${bad.reason}` : undefined;
}

// What each validate rule reports, derived from the registry (rules/index.ts): a rule file declares `Args` and
// exports `defineRule<'id', Args>(...)`.
import type { Rule } from './rule.js';
import type { RegisteredRule } from './rules/index.js';

type ArgsOf<R> = R extends Rule<string, infer A> ? A : never;

export type RuleArgs = { [R in RegisteredRule as R['id']]: ArgsOf<R> };

export type RuleId = keyof RuleArgs;

/** A rule id with its arguments: what its rule file turns into prose. */
export type Finding = { [K in RuleId]: { rule: K; args: RuleArgs[K] } }[RuleId];

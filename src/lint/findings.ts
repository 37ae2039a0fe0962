// What each validate rule reports, derived from the registry: a rule file
// declares its `Args` (the data its message is built from) and exports
// `defineRule<'id', Args>(...)`; rules/index.ts lists it. The id is the
// rule's file name under src/lint/rules/, its config key, its `--rule`
// value and the `[rule-id]` tag in the output.
import type { Rule } from './rule.js';
import type { RegisteredRule } from './rules/index.js';

type ArgsOf<R> = R extends Rule<string, infer A> ? A : never;

/** Every registered rule id with its arguments. */
export type RuleArgs = { [R in RegisteredRule as R['id']]: ArgsOf<R> };

export type RuleId = keyof RuleArgs;

/** A rule id with its arguments: what its rule file turns into prose. */
export type Finding = { [K in RuleId]: { rule: K; args: RuleArgs[K] } }[RuleId];

// `load`-tier SKILL.md rules, shown by `scan` and `list`; apart from load-tier.ts because they need the YAML reader,
// which a tree without SKILL.md files never loads.
import activationConflict from './native/activation-conflict.js';
import nativeNameNormalized from './native/native-name-normalized.js';
import type { Rule } from '../rule.js';

export const NATIVE_LOAD_RULES: readonly Rule[] = [nativeNameNormalized, activationConflict];

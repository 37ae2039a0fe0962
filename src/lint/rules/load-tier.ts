// The `load`-tier rules that `scan`, `list` and `run` show, apart from index.ts so a scan initialises only these
// (test/lint/tier.test.ts checks this list against the rules' `tier`).
import agentToolName from './manifest/agent-tool-name.js';
import builtinName from './manifest/builtin-name.js';
import colonJoinedDirs from './manifest/colon-joined-dirs.js';
import manifestBlocks from './manifest/manifest-blocks.js';
import symlinkedRoot from './manifest/symlinked-root.js';
import type { Rule } from '../rule.js';

export const LOAD_RULES: readonly Rule[] = [colonJoinedDirs, symlinkedRoot, manifestBlocks, builtinName, agentToolName];

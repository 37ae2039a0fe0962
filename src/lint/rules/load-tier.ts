// The rules of tier `load` that read the loader's verdict, the roots and the
// folder settings: `scan`, `list` and `run` show their findings after the
// loader lines (src/lint/load-findings.ts). Kept apart from rules/index.ts so
// that a scan initialises these five and nothing else; test/lint/tier.test.ts
// checks this list against the rules' own `tier`.
import agentToolName from './manifest/agent-tool-name.js';
import builtinName from './manifest/builtin-name.js';
import colonJoinedDirs from './manifest/colon-joined-dirs.js';
import manifestBlocks from './manifest/manifest-blocks.js';
import symlinkedRoot from './manifest/symlinked-root.js';
import type { Rule } from '../rule.js';

export const LOAD_RULES: readonly Rule[] = [colonJoinedDirs, symlinkedRoot, manifestBlocks, builtinName, agentToolName];

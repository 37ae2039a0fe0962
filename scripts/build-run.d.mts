// Types of scripts/build-run.mjs for the tests.
/** The modules run's bundle leaves to dist/run-cold.cjs, by path from the repository root. */
export const RUN_COLD: readonly string[];
export function buildRun(options: { root: string; dist: string; common: object; plugins: object[] }): Promise<void>;

// npm run conformance: the recorded-manager corpus lives in the project's
// shared/ folder beside this checkout (../shared), which a user's clone does
// not have; say so instead of failing with a stack trace.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const check = fileURLToPath(new URL('../../shared/conformance/check.mjs', import.meta.url));
const cases = fileURLToPath(new URL('../../shared/conformance/public-cases.json', import.meta.url));
if (!existsSync(check) || !existsSync(cases)) {
  process.stderr.write(`error: the conformance corpus is not here: it needs ${check} and ${cases} (the project's shared/ folder beside this checkout)\n`);
  process.exit(2);
}
process.exit(spawnSync(process.execPath, [check, cases], { stdio: 'inherit' }).status ?? 1);

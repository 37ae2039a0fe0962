// Whether util-linux `script` is here to give the CLI a pseudo-terminal;
// terminal tests skip without it.
import { execFileSync } from 'node:child_process';

export const hasScript = (() => {
  try {
    execFileSync('script', ['-qec', 'true', '/dev/null'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

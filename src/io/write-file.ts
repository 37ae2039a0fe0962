// A file written whole or not at all: a fresh temporary file beside the
// target (O_EXCL, so never through a planted link), then a rename over it.
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function writeFileAtomic(file: string, data: string | Buffer): void {
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  try {
    writeFileSync(tmp, data, { flag: 'wx', mode: 0o644 });
    renameSync(tmp, file);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}

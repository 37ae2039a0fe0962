// `target build`: make the root filesystem `run --target manager-image`
// and `test --target manager-image` enter (docs/target.md).
import { EXIT } from '../../errors.js';
import { buildRootfs } from '../../target/build.js';
import { targetDir } from '../../target/rootfs.js';
import { writeErr } from '../../io/write.js';

export async function targetBuildCommand(flags: { dir?: string; mirror?: string }): Promise<number> {
  const outcome = await buildRootfs(targetDir(flags.dir), flags.mirror);
  switch (outcome.kind) {
    case 'ready':
      writeErr(`target: ${outcome.rootfs} is built already (remove it to build again)\n`);
      return EXIT.ok;
    case 'built':
      writeErr(`target: built ${outcome.rootfs}${outcome.replaced ? ' (a half-built one was there and was replaced)' : ''}\n`);
      return EXIT.ok;
    case 'failed':
      writeErr(`error: target build failed (exit ${outcome.code}); nothing half-built is left in place; see the lines above\n`);
      return EXIT.failed;
  }
}

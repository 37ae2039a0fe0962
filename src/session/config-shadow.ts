// Config files beside a package.json holding the `ongrid-skills` key: package.json wins (first in the search), the
// others are named on stderr, a broken one fails (exit 2). Code configs are named, never run to be checked.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../errors.js';
import { CONFIG_NAME, SEARCH_PLACES, isCodeConfig, loadConfig } from './config.js';

export async function shadowedConfigs(pkgFile: string): Promise<string[] | undefined> {
  const dir = path.dirname(pkgFile);
  const others = SEARCH_PLACES.filter((p) => p !== 'package.json')
    .map((p) => path.join(dir, p))
    .filter((f) => existsSync(f));
  for (const other of others.filter((f) => !isCodeConfig(f))) {
    try {
      await loadConfig(dir, other);
    } catch (e) {
      if (!(e instanceof ConfigError)) throw e;
      throw new ConfigError(e.message, `${pkgFile} holds an "${CONFIG_NAME}" key too, and would be used: fix ${path.basename(other)} or remove one of the two`);
    }
  }
  return others.length > 0 ? others : undefined;
}

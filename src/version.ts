// The package version: injected by the bundler (scripts/build.mjs); when
// running from source (tests), read from package.json.
import { readFileSync } from 'node:fs';

declare const __ONGRID_SKILLS_VERSION__: string | undefined;

function readVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

export const VERSION =
  typeof __ONGRID_SKILLS_VERSION__ === 'string' ? __ONGRID_SKILLS_VERSION__ : readVersion();

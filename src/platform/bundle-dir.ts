// Where the bundle's companion files are (scripts/build.mjs: the addon's
// prebuilds, the entry worker): dist/ when this runs bundled (every chunk
// sits in dist/ itself), src/platform/ when it runs
// from the sources (tests), which have none, so each feature that needs one
// takes its fallback there.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** This module's folder: dist/ in the bundle. */
export const BUNDLE_DIR = path.dirname(fileURLToPath(import.meta.url));

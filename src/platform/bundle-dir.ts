// Where the bundle's companion files are (the addon's prebuilds, the entry worker): dist/ when bundled;
// src/platform/ from the sources, which have none, so each feature takes its fallback there.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BUNDLE_DIR = path.dirname(fileURLToPath(import.meta.url));

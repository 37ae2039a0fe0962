// Whether the CLI under test runs skills through the child addon: the build
// made one for this platform (dist/prebuilds/..., src/platform/addon.ts), and
// the run does not force the fallback with ONGRID_SKILLS_NO_ADDON=1. The
// runner's end-to-end tests run both ways (.ci/run runs them again with the
// switch set); each test of one way's behaviour skips under the other.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHILD_ADDON, NO_ADDON_ENV, addonPath } from '../../src/platform/addon.js';

export const DIST = fileURLToPath(new URL('../../dist', import.meta.url));
export const ADDON_FILE = addonPath(DIST, CHILD_ADDON);
export const ADDON_BUILT = existsSync(ADDON_FILE);
export const ADDON_FORCED_OFF = process.env[NO_ADDON_ENV] === '1';
/** The CLI's runs here take the addon's way. */
export const WITH_ADDON = ADDON_BUILT && !ADDON_FORCED_OFF;

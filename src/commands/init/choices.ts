// What `init`'s flags may say (entry languages, classes, CI files), apart from templates.ts so the command line can
// offer them without loading the templates.
import { CLASSES, type SkillClass } from '../../loader/build.js';

export const LANGS = ['sh', 'python', 'node'] as const;
export type Lang = (typeof LANGS)[number];

export const CI_KINDS = ['github', 'pre-commit'] as const;
export type CiKind = (typeof CI_KINDS)[number];

export { CLASSES, type SkillClass };

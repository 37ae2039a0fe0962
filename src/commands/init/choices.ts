// What `init`'s flags may say: the entry script languages, the skill classes
// (the manifest's own table) and the CI files. Apart from templates.ts so
// that the command line can offer them without loading the templates.
import { CLASSES, type SkillClass } from '../../loader/build.js';

export const LANGS = ['sh', 'python', 'node'] as const;
export type Lang = (typeof LANGS)[number];

export const CI_KINDS = ['github', 'pre-commit'] as const;
export type CiKind = (typeof CI_KINDS)[number];

export { CLASSES, type SkillClass };

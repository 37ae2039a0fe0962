export const nameInvalid = (name: string): string => `the name ${JSON.stringify(name)} is not lower_snake [a-z0-9_]: the manager would reject it`;
export const NAME_HINT = 'pass --name with letters, digits and _ only, e.g. --name disk_report';
export const nameTaken = (name: string, whose: string): string => `the name ${JSON.stringify(name)} is ${whose}: choose another with --name`;
export const fileExists = (file: string): string => `${file} exists; nothing was written`;
export const FORCE_HINT = 'pass --force to replace it';
export const notAFolder = (dir: string): string => `${dir} exists and is not a folder`;
export const wrote = (file: string): string => `created ${file}`;
export const replaced = (file: string): string => `replaced ${file}`;
export const nextSteps = (dir: string, gate: string): string =>
  `\nnext:\n  ongrid-skills validate ${dir}\n  ongrid-skills test ${dir}${gate}\n`;
export const nativeConflict = (name: string, folder: string): string =>
  `note: ${JSON.stringify(name)} suits the ongrid profile (snake_case); Agent Skills wants a kebab-case name equal to the folder name (${JSON.stringify(folder)}): ` +
  'only a name of [a-z0-9] alone, in a folder of that name, satisfies both';
export const questions = {
  name: (d: string) => `name (${d}): `,
  description: (d: string) => `description (${d}): `,
  skillClass: (d: string) => `class: safe, mutating or dangerous (${d}): `,
  lang: (d: string) => `language: sh, python or node (${d}): `,
};
export const answerInvalid = (what: string, answer: string): string => `${JSON.stringify(answer)} is not a valid ${what}`;
export const defaultDescription = (name: string): string => `Greets someone by name (${name}, scaffolded by ongrid-skills init)`;
export const FROM_WITHOUT_CI = '--from names what the CI file installs: it goes with --ci github or --ci pre-commit';
export const fromInvalid = (spec: string): string => `--from ${JSON.stringify(spec)} is not an install spec: it is blank or holds a control character`;
export const FROM_HINT = 'e.g. --from ./vendor/ongrid-skills.tgz (a file npm pack made), a git URL with a tag, or a pinned name on your own registry';

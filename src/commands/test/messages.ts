export const notFound = (given: string): string => `${given} is neither a test file (*.test.json) nor a folder`;
export const tooMany = (max: number): string => `more than ${max} test files; name fewer folders`;
export const NO_TESTS = 'no test files found (tests/*.test.json next to a skill.json); `ongrid-skills init` writes one';
export const unreadable = (file: string, why: string): string => `cannot read ${file}: ${why}`;
export const argsFileUnreadable = (name: string, why: string): string => `args_file "${name}": ${why}`;
export const skillNotFound = (skill: string | undefined, folder: string): string =>
  skill !== undefined
    ? `no skill named "${skill}" registered from the paths given`
    : `no skill registered from ${folder}/skill.json (see the "skill loader:" lines above), and the file names no "skill"`;
export const envNotAllowed = (name: string, skill: string): string =>
  `env "${name}" is not in the env_allow of ${skill}: the manager would never pass it to the skill`;
export const argsNotJson = (where: string): string => `the args are not valid JSON for the manager: ${where}`;
export const schemaUnusableNote = (reason: string): string => `the skill's schema cannot be used to check args: ${reason}`;
export const agentRefusedNote = (error: string): string => `the agent bridge cannot decode these args: ${error}`;
export const INTERRUPTED = 'interrupted: the cases still running were killed; nothing was recorded';
export const notRecorded = (file: string, name: string, why: string): string =>
  `not recorded: ${file}: case ${JSON.stringify(name)}: ${why} (the skill never ran: nothing to record)`;
export const updatedFile = (file: string, n: number): string => `updated ${file} (${n} case${n === 1 ? '' : 's'} recorded)`;

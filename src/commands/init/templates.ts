// The files `init` writes. Each entry reads JSON args on stdin, logs to stderr, writes one JSON result, and uses only
// its language's standard library (sh only builtins: the manager gives no PATH unless env_allow lists it).
import type { Lang, SkillClass } from './choices.js';

export interface Answers {
  name: string;
  description: string;
  lang: Lang;
  skillClass: SkillClass;
}

export const ENTRY: Record<Lang, string> = { sh: 'run.sh', python: 'run.py', node: 'run.js' };

const SH = `#!/bin/sh
# Reads {"name": "..."} on stdin; writes {"greeting": "hello, <name>"}.
# Shell builtins only: the manager starts this with no PATH.
input=''
while IFS= read -r line || [ -n "$line" ]; do input="$input$line"; done
name=world
case "$input" in
  *'"name"'*)
    rest=\${input#*'"name"'}
    rest=\${rest#*:}
    rest=\${rest#*'"'}
    name=\${rest%%'"'*}
    ;;
esac
if [ -z "$name" ]; then
  echo 'name must not be empty' >&2
  exit 2
fi
echo "greeting $name" >&2
printf '{"greeting":"hello, %s"}\\n' "$name"
`;

const PY = `#!/usr/bin/env python3
"""Reads {"name": "..."} on stdin; writes {"greeting": "hello, <name>"}."""
import json
import sys


def main() -> int:
    raw = sys.stdin.read()
    args = json.loads(raw) if raw.strip() else {}
    name = args.get("name", "world")
    if name == "":
        print("name must not be empty", file=sys.stderr)
        return 2
    print(f"greeting {name}", file=sys.stderr)
    json.dump({"greeting": f"hello, {name}"}, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
`;

const JS = `#!/usr/bin/env node
// Reads {"name": "..."} on stdin; writes {"greeting": "hello, <name>"}.
'use strict';
const raw = require('node:fs').readFileSync(0, 'utf8');
const args = raw.trim() === '' ? {} : JSON.parse(raw);
const name = args.name === undefined ? 'world' : args.name;
if (name === '') {
  process.stderr.write('name must not be empty\\n');
  process.exit(2);
}
process.stderr.write(\`greeting \${name}\\n\`);
process.stdout.write(JSON.stringify({ greeting: \`hello, \${name}\` }));
`;

export const SCRIPT: Record<Lang, string> = { sh: SH, python: PY, node: JS };

export function skillJson(a: Answers): string {
  const name: Record<string, unknown> = { type: 'string', description: 'who to greet' };
  // The sh entry reads the name with pattern expansions: keep quotes and backslashes out.
  if (a.lang === 'sh') name.pattern = '^[^"\\\\]*$';
  const manifest = {
    name: a.name,
    description: a.description,
    entry: ENTRY[a.lang],
    class: a.skillClass,
    category: 'external',
    timeout_seconds: 10,
    // #!/usr/bin/env finds the interpreter through PATH, which the manager passes only when listed.
    env_allow: a.lang === 'sh' ? [] : ['PATH'],
    schema: { type: 'object', properties: { name }, additionalProperties: false },
  };
  return JSON.stringify(manifest, null, 2) + '\n';
}

export const EXAMPLE = JSON.stringify({ name: 'ana' }, null, 2) + '\n';

export function testFile(a: Answers): string {
  const cases = [
    { name: 'greets by name', args: { name: 'ana' }, expect: { ok: true, result: { greeting: 'hello, ana' } } },
    { name: 'greets the world without args', args: {}, expect: { ok: true, result: { greeting: { $regex: '^hello, ' } } } },
    { name: 'refuses an empty name', args: { name: '' }, expect: { ok: false, error: '/exit 2 \\(stderr: name must not be empty\\)$/', stderr: 'must not be empty' } },
  ];
  return JSON.stringify({ skill: a.name, cases }, null, 2) + '\n';
}

export function readme(a: Answers): string {
  const gate = a.skillClass === 'safe' ? '' : a.skillClass === 'mutating' ? ' --yes' : ' --permission-mode dual-sign-required --approver A --approver B';
  return `# ${a.name}

${a.description}

- \`skill.json\`: the manifest the ongrid manager loads (class \`${a.skillClass}\`, ${ENTRY[a.lang]}).
- \`${ENTRY[a.lang]}\`: reads its args as JSON on stdin, logs to stderr, writes one JSON result.
- \`examples/\`: args that match the schema (\`validate\` checks them).
- \`tests/\`: golden run tests.

\`\`\`sh
ongrid-skills validate .
ongrid-skills test .${gate}
echo '{"name":"ana"}' | ongrid-skills run ${a.name} --dir "$PWD/.."${gate}
\`\`\`
`;
}

/** SKILL.md: the manager's snake_case name (docs/ecosystems.md#native-skills); see nativeConflicts for Agent Skills. */
export function skillMd(a: Answers): string {
  return `---
name: ${a.name}
description: ${a.description}
---

# ${a.name}

${a.description}

Tell the agent here when to use this skill and how.
`;
}

/** Flags that let golden tests of mutating and dangerous skills run where nobody answers the gate (CI, a hook). */
export const UNATTENDED_GATE = '--yes --permission-mode dual-sign-required --approver ci-1 --approver ci-2';

/** A CLI command line as a YAML value: the pinned CLI (npx) with these arguments. */
export type CommandLine = (args: string) => string;

export function githubWorkflow(cli: CommandLine): string {
  return `name: skills
on: [push, pull_request]
jobs:
  skills:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with: { node-version: 20 }
      - run: ${cli('validate . --no-code-config --format github --max-warnings 0')}
      # Nobody answers the permission gate in CI: these flags approve the golden
      # tests of mutating and dangerous skills (review them like the skills).
      - run: ${cli(`test . --no-code-config --reporter github ${UNATTENDED_GATE}`)}
`;
}

/** The pre-commit config `init --ci pre-commit` writes: local hooks that start the pinned CLI. */
export function preCommitConfig(cli: CommandLine): string {
  return `repos:
  - repo: local
    hooks:
      - id: ongrid-skills-validate
        name: ongrid-skills validate
        entry: ${cli('validate . --strict')}
        language: system
        files: (^|/)(skill\\.json|SKILL\\.md|examples/.*\\.json|tests/.*\\.test\\.json)$
        pass_filenames: false
      - id: ongrid-skills-test
        name: ongrid-skills test
        entry: ${cli(`test . ${UNATTENDED_GATE}`)}
        language: system
        pass_filenames: false
`;
}

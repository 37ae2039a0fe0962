// The severity policy (docs/commands/validate.md): every rule's
// default level follows from what its finding means. Each rule is
// classified here by its consequence; a rule whose level contradicts its
// class fails, and a new rule must be classified before it can land.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectValidation } from '../../../src/commands/validate/index.js';
import { RULES } from '../../../src/lint/rules/index.js';

type Consequence =
  /** The manager refuses or skips it (error). */
  | 'refused'
  /** It loads, then fails for every call or breaks the agent (error). */
  | 'fails-every-call'
  /** The profile's own ecosystem refuses it (error). */
  | 'profile-refuses'
  /** It works, but differs from what the author wrote (warning). */
  | 'differs'
  /** It fails for some calls only (warning). */
  | 'fails-some-calls'
  /** A fact worth knowing; nothing breaks (info). */
  | 'fact'
  /** The checks of the file could not finish: nothing vouches for it (error). */
  | 'unchecked'
  /** Text shown to a reviewer differs from what the model reads (error: a security fault). */
  | 'hidden-text'
  /** Another command of ours refuses the file (`test` exits 2): validate must not pass it (error). */
  | 'tool-refuses';

const LEVEL: Record<Consequence, string> = {
  refused: 'error',
  'fails-every-call': 'error',
  'profile-refuses': 'error',
  differs: 'warning',
  'fails-some-calls': 'warning',
  fact: 'info',
  unchecked: 'error',
  'hidden-text': 'error',
  'tool-refuses': 'error',
};

const POLICY: Record<string, Consequence> = {
  'manifest-unreadable': 'refused',
  'manifest-blocks': 'refused',
  'walk-error': 'refused',
  'check-failed': 'unchecked',
  bom: 'refused',
  'json-syntax': 'refused',
  'json-type': 'refused',
  'name-required': 'refused',
  'name-format': 'refused',
  'description-required': 'refused',
  'entry-required': 'refused',
  'entry-unresolvable': 'refused',
  'root-unresolvable': 'refused',
  'entry-escapes-root': 'refused',
  'dotdot-prefixed-path': 'refused',
  'class-invalid': 'refused',
  'duplicate-name': 'refused',
  'builtin-name': 'refused',
  // A root that is a link: the manager loads nothing under it.
  'symlinked-root': 'refused',
  'entry-is-directory': 'fails-every-call',
  'entry-not-executable': 'fails-every-call',
  'entry-no-shebang': 'fails-every-call',
  // execve refuses every file on a noexec mount.
  'entry-noexec': 'fails-every-call',
  // It runs, with its owner's rights (or, a script, without the rights its mode promises).
  'entry-setuid': 'differs',
  'interpreter-missing': 'fails-every-call',
  'env-shebang-no-path': 'fails-some-calls',
  // In the manager's container (the default target, docs/target.md).
  'container-no-access': 'fails-every-call',
  'entry-host-path': 'refused',
  // An import the parse finds may sit on a path some calls never take.
  'python-import-missing': 'fails-some-calls',
  'unknown-key': 'differs',
  // Another ecosystem's skill.json: the manager's refusal is its own error (entry-required...); this explains it.
  'manifest-foreign': 'fact',
  'case-insensitive-key': 'differs',
  'repeated-key': 'differs',
  'agent-tool-name': 'differs',
  'colon-joined-dirs': 'differs',
  // The agent tool is dropped, or providers reject every request carrying it.
  'schema-not-object': 'fails-every-call',
  'schema-number-range': 'fails-every-call',
  'schema-invalid': 'fails-every-call',
  'schema-type-not-object': 'fails-every-call',
  'schema-pattern-backtracking': 'fails-some-calls',
  'schema-dialect-unknown': 'differs',
  'schema-unknown-keyword': 'differs',
  'provider-openai-strict': 'fails-some-calls',
  'provider-anthropic': 'fails-some-calls',
  'provider-gemini': 'fails-some-calls',
  'agent-invisible-class': 'fact',
  'timeout-legacy-cap': 'fails-some-calls',
  'timeout-default': 'fact',
  'timeout-overflow': 'differs',
  'description-blank': 'differs',
  'description-long': 'fails-some-calls',
  // The author's own examples disagree with the schema: nothing the manager does fails.
  // A path out of the tree is not read, so nothing vouches for what it holds.
  'read-escapes-tree': 'unchecked',
  'example-invalid': 'differs',
  // Golden test files: nothing the manager does changes, but `test` refuses the file
  // (exit 2), so a CI validate step fails as the test step would; a case whose args
  // fail the schema fails as a case.
  'test-file-invalid': 'tool-refuses',
  'test-unknown-key': 'tool-refuses',
  'test-args-invalid': 'differs',
  'doc-unreadable': 'refused',
  'frontmatter-missing': 'refused',
  'frontmatter-unclosed': 'refused',
  'frontmatter-line-too-long': 'refused',
  'frontmatter-yaml': 'refused',
  'frontmatter-duplicate-key': 'refused',
  'frontmatter-type': 'refused',
  'native-required': 'refused',
  'native-name-normalized': 'fact',
  'activation-conflict': 'differs',
  'activation-mode-unknown': 'differs',
  'activation-keyword-empty': 'differs',
  'native-tool-class': 'differs',
  'native-tool-impl': 'differs',
  'metadata-os-unknown': 'differs',
  'requires-bin-missing': 'fact',
  'min-version-syntax': 'differs',
  'native-scope-invalid': 'differs',
  'agentskills-name': 'profile-refuses',
  'agentskills-description': 'profile-refuses',
  'agentskills-key': 'profile-refuses',
  'agentskills-field': 'profile-refuses',
  // Claude Code's docs ask for lowercase names, but it loads others (its own plugins ship some).
  'claude-code-name': 'differs',
  'claude-code-field': 'differs',
  // A command key Claude Code drops: the setting meant does nothing, the command still loads.
  'claude-code-key': 'differs',
  'openclaw-field': 'differs',
  'persona-required': 'refused',
  // The manager neither checks nor enforces permission_mode: the persona loads.
  'persona-permission-mode': 'differs',
  'persona-name-non-snake': 'fact',
  'persona-tool-unknown': 'differs',
  'persona-tool-pattern': 'differs',
  'pack-layout-unknown': 'refused',
  'pack-manifest-invalid': 'refused',
  'pack-id-missing': 'refused',
  'pack-id-fallback': 'fact',
  'pack-skills-path': 'refused',
  'pack-escapes-root': 'refused',
  'pack-hooks-ignored': 'fact',
  'pack-mcp-ignored': 'fact',
  'pack-skill-json': 'fact',
  'pack-id-derived': 'fact',
  'pack-unsigned': 'fact',
  'pack-signature-failed': 'refused',
  'pack-signature-coverage': 'differs',
  // Claude Code's marketplace.json (the manager does not read it): Claude Code refuses the file,
  // or one entry (that plugin cannot be installed, the others can).
  'marketplace-invalid': 'profile-refuses',
  'marketplace-plugin-invalid': 'fails-some-calls',
  'marketplace-plugin-path': 'fails-some-calls',
  // The manager's verdict on documents written for another ecosystem: a count for the operator.
  'ongrid-would-refuse': 'fact',
  // What the model reads: a hidden bidi override is a security fault (error); other invisible characters warn.
  'body-bidi-control': 'hidden-text',
  'body-invisible-char': 'differs',
  'body-link-missing': 'differs',
  'skill-body-long': 'fact',
  // Claude Code plugins: the manifest or hooks file refused (nothing of it loads); one part missing.
  'plugin-manifest-invalid': 'profile-refuses',
  'plugin-hooks-invalid': 'profile-refuses',
  'plugin-path-missing': 'fails-some-calls',
  // OpenClaw plugins: a required manifest key missing is a plugin error there.
  'openclaw-plugin-required': 'profile-refuses',
};

describe('severity policy', () => {
  it('classifies every rule, and nothing that is not a rule', () => {
    expect(Object.keys(POLICY).sort()).toEqual(RULES.map((r) => r.id).sort());
  });

  it.each(RULES.map((r) => [r.id, r.severity] as const))('%s is %s, as its consequence says', (id, severity) => {
    expect(severity).toBe(LEVEL[POLICY[id]]);
  });
});

describe('Claude Code files in the default run', () => {
  const REPO = path.resolve(__dirname, '../../..');
  const manager = new Set(RULES.filter((r) => r.manager).map((r) => r.id));

  it.each(['fixtures/claude-plugin', 'fixtures/validate/claude-code-key'])('%s: no error is the manager\'s verdict, and none names the manager', async (dir) => {
    const v = await collectValidation([path.join(REPO, dir)], {}, { cwd: REPO, env: {} });
    expect(v.diagnostics.length).toBeGreaterThan(0);
    for (const d of v.diagnostics.filter((x) => x.severity === 'error')) {
      expect([d.rule, manager.has(d.rule)]).toEqual([d.rule, false]);
      expect(d.message).not.toMatch(/manager/);
    }
  });
});

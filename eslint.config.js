// Lint: TypeScript's recommended rules, no console anywhere in src/, and the
// layering of src/ (docs/architecture.md "The layers"): arrows point down only,
// commands -> mcp -> session -> lint / runner / views -> loader / ecosystems
// -> yaml -> source / schema -> go -> platform.
// A lower layer never imports a higher one, formatting, the terminal or
// process-level I/O; those belong to src/commands, src/format and src/io.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const UI_PACKAGES = ['chalk', 'node-sarif-builder', '**/argv/*'];

/** The folders under src/ a layer may not import, as import patterns. */
function layer(folder, forbidden, extra = {}) {
  const patterns = [
    { group: forbidden.map((f) => `**/${f}/*`), message: `src/${folder}/ sits below these folders; move the shared piece down instead.` },
    { group: UI_PACKAGES, message: 'terminal packages and the command-line parser (src/argv/) belong to src/cli, src/commands, src/format and src/io.' },
  ];
  return {
    files: [`src/${folder}/**/*.ts`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...patterns, ...(extra.patterns ?? [])] }],
      'no-restricted-properties': [
        'error',
        ...['exit', 'stdout', 'stderr', 'stdin', 'exitCode'].map((property) => ({
          object: 'process',
          property,
          message: 'only src/commands, src/io and src/cli.ts talk to the process; return data instead.',
        })),
      ],
    },
  };
}

const ABOVE_PLATFORM = ['go', 'source', 'schema', 'yaml', 'loader', 'ecosystems', 'runner', 'views', 'lint', 'golden', 'target', 'session', 'mcp', 'commands', 'format', 'io'];
const ABOVE_GO = ABOVE_PLATFORM.filter((f) => f !== 'go');
const ABOVE_SOURCE = ABOVE_GO.filter((f) => f !== 'source' && f !== 'schema');
const ABOVE_YAML = ABOVE_SOURCE.filter((f) => f !== 'yaml');
const ABOVE_LOADER = ABOVE_YAML.filter((f) => f !== 'loader' && f !== 'ecosystems');
const ABOVE_MIDDLE = ['session', 'mcp', 'commands', 'format', 'io'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', '.bench-tmp/**', 'editors/vscode/dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    rules: {
      // The Go emulation and the terminal code match control bytes on purpose.
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  { files: ['src/**/*.ts'], rules: { 'no-console': 'error' } },
  // The host Node runs on: Node's modules on first use, the optional addon, /proc. It knows nothing of the rest.
  layer('platform', ABOVE_PLATFORM),
  layer('go', ABOVE_GO, { patterns: [{ group: ['**/loader/*', '**/ecosystems/*'], message: 'src/go/ emulates Go only: no ongrid knowledge.' }] }),
  layer('source', [...ABOVE_SOURCE, 'schema']),
  layer('schema', [...ABOVE_SOURCE, 'source']),
  // yaml.v3 emulated, as go/ emulates Go's standard library; the shapes it decodes into come from ecosystems/.
  layer('yaml', ABOVE_YAML),
  layer('loader', [...ABOVE_LOADER, 'ecosystems']),
  layer('ecosystems', [...ABOVE_LOADER, 'loader']),
  layer('runner', [...ABOVE_MIDDLE, 'lint', 'views', 'target']),
  layer('views', [...ABOVE_MIDDLE, 'lint', 'runner', 'target']),
  // Where a call is placed (the manager's image, a sandbox, Compose): above the runner it drives, below the rules that ask it.
  layer('target', [...ABOVE_MIDDLE, 'lint', 'golden', 'views']),
  layer('lint', ABOVE_MIDDLE),
  layer('golden', [...ABOVE_MIDDLE, 'lint', 'runner', 'views', 'target']),
  layer('session', ['mcp', 'commands', 'format', 'io']),
  // The MCP server sits just under the commands: it may use every layer below (the command hands it the process's stdio).
  layer('mcp', ['commands']),
  // The command-line parser knows nothing of the program it parses for.
  { files: ['src/argv/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['../*/*'], message: 'src/argv/ is the command-line parser alone: it imports nothing of the program.' }] }] } },
  { files: ['src/format/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/commands/*'], message: 'renderers take data and return strings; they do not call commands.' }] }] } },
  { files: ['test/**/*.ts', 'scripts/**/*.mjs', 'bench/**/*.mjs', 'bin/**/*.js'], rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' } },
);

// Lint: TypeScript's recommended rules, no console anywhere in src/, and the
// layering of src/ (README "Development"): arrows point down only,
// commands -> mcp -> session -> lint / runner / views -> loader / native -> source -> go.
// A lower layer never imports a higher one, formatting, the terminal or
// process-level I/O; those belong to src/commands, src/format and src/io.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const UI_PACKAGES = ['chalk', 'commander', 'node-sarif-builder'];

/** The folders under src/ a layer may not import, as import patterns. */
function layer(folder, forbidden, extra = {}) {
  const patterns = [
    { group: forbidden.map((f) => `**/${f}/*`), message: `src/${folder}/ sits below these folders; move the shared piece down instead.` },
    { group: UI_PACKAGES, message: 'terminal and command-line packages belong to src/commands, src/format and src/io.' },
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

const ABOVE_GO = ['source', 'loader', 'native', 'runner', 'views', 'lint', 'golden', 'session', 'mcp', 'commands', 'format', 'io'];
const ABOVE_SOURCE = ABOVE_GO.filter((f) => f !== 'source');
const ABOVE_LOADER = ABOVE_SOURCE.filter((f) => f !== 'loader' && f !== 'native');
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
  layer('go', ABOVE_GO, { patterns: [{ group: ['**/loader/*', '**/native/*'], message: 'src/go/ emulates Go only: no ongrid knowledge.' }] }),
  layer('source', ABOVE_SOURCE),
  layer('loader', [...ABOVE_LOADER, 'native']),
  layer('native', [...ABOVE_LOADER, 'loader']),
  layer('runner', [...ABOVE_MIDDLE, 'lint', 'views']),
  layer('views', [...ABOVE_MIDDLE, 'lint', 'runner']),
  layer('lint', ABOVE_MIDDLE),
  layer('golden', [...ABOVE_MIDDLE, 'runner', 'views']),
  layer('session', ['mcp', 'commands', 'format', 'io']),
  // The MCP server sits just under the commands: it may use every layer below (the command hands it the process's stdio).
  layer('mcp', ['commands']),
  { files: ['src/format/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/commands/*'], message: 'renderers take data and return strings; they do not call commands.' }] }] } },
  { files: ['test/**/*.ts', 'scripts/**/*.mjs', 'bench/**/*.mjs', 'bin/**/*.js'], rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' } },
);

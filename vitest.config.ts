import { defineConfig } from 'vitest/config';

// On a GitHub runner the CLI escapes its output for the runner (docs/security.md):
// the tests spawn it as a user would, unless a test sets GITHUB_ACTIONS itself.
delete process.env.GITHUB_ACTIONS;

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // e2e tests spawn the built CLI; keep parallelism modest on 2 cores.
    maxWorkers: 2,
  },
});

import { defineConfig } from 'vitest/config';

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

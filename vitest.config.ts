import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The slow suite (a root filesystem built with debootstrap): npm run test:slow.
    exclude: process.env.ONGRID_SLOW ? [] : ['**/node_modules/**', 'test/**/*.slow.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // e2e tests spawn the built CLI; keep parallelism modest on 2 cores.
    maxWorkers: 2,
  },
});

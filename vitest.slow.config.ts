import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

// `npm run test:slow`: only the slow suites (`*.slow.test.ts`), which
// `npm test` leaves out; the same setup and limits otherwise.
export default defineConfig({
  test: { ...base.test, include: ['test/**/*.slow.test.ts'], exclude: ['**/node_modules/**'] },
});

// Bundle src/ into dist/ with esbuild: one ESM entry plus lazily loaded
// chunks per command, dependencies inlined (a cold start reads few files).
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });

await build({
  entryPoints: ['src/main.ts'],
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: false,
  legalComments: 'none',
  chunkNames: 'chunks/[name]-[hash]',
  // cosmiconfig can load TypeScript configs through `typescript` when present;
  // keep that optional peer out of the bundle.
  external: ['typescript'],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  define: { __ONGRID_SKILLS_VERSION__: JSON.stringify(version) },
  logLevel: 'warning',
});

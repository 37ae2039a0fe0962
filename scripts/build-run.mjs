// run's own bundle, dist/ongrid-skills-run.cjs, and beside it
// dist/run-cold.cjs: the modules a run rarely needs (the sandbox and image
// targets, SKILL.md reading, a persona's permission mode, ajv's half of the
// args check, a package.json config's shadowed files), required the first
// time one of them is imported. On Node 20 a start parses every byte of the
// file it loads, so these stay out of it (docs/architecture-build.md, "What
// the run entry holds"). A module both files need lives in the run bundle
// only, and run-cold.cjs takes it from the bundle's `shared` export: one
// instance of every class and every module's state.
import { build } from 'esbuild';
import path from 'node:path';

/** The modules (and everything only they import) that go to run-cold.cjs. */
export const RUN_COLD = [
  'src/runner/args-ajv.ts',
  'src/session/config-shadow.ts',
  'src/ecosystems/native-scan.ts',
  'src/lint/native-findings.ts',
  'src/ecosystems/persona-doc.ts',
  'src/target/place.ts',
  'src/target/image-place.ts',
];
const RUN_FILE = './ongrid-skills-run.cjs';
const COLD_FILE = './run-cold.cjs';

/**
 * Imports of our own modules that `pick` maps (by path from the repository
 * root) to a one-line module requiring `file` and taking that path's entry
 * of `key` (or of the file itself); other imports resolve as usual.
 */
function redirect(root, name, pick, file, key) {
  return {
    name,
    setup(b) {
      b.onResolve({ filter: /^\./ }, async (a) => {
        if (a.pluginData?.again) return undefined;
        const r = await b.resolve(a.path, { kind: a.kind, importer: a.importer, resolveDir: a.resolveDir, pluginData: { again: true } });
        const rel = path.relative(root, r.path).split(path.sep).join('/');
        return r.errors.length === 0 && pick(rel) ? { path: rel, namespace: name } : undefined;
      });
      b.onLoad({ filter: /.*/, namespace: name }, (a) => ({
        contents: `module.exports = require(${JSON.stringify(file)})${key ? `.${key}` : ''}[${JSON.stringify(a.path)}];`,
        loader: 'js',
      }));
      b.onResolve({ filter: new RegExp(`^${file.replace(/[.]/g, '\\.')}$`) }, (a) => ({ path: a.path, external: true }));
    },
  };
}

const inputsOf = (result) => new Set(Object.values(result.metafile.outputs).flatMap((o) => Object.keys(o.inputs)));

/** Builds both files into `dist` with esbuild options `common` and `plugins` (the vendor files'). */
export async function buildRun({ root, dist, common: options, plugins }) {
  // Metafile paths relative to the repository, as RUN_COLD names them.
  const common = { ...options, absWorkingDir: root };
  const toCold = redirect(root, 'run-cold', (rel) => RUN_COLD.includes(rel), COLD_FILE);
  const entry = path.join(root, 'src/cli-run.ts');
  // Which modules the run bundle holds, so the cold file takes exactly those from it.
  const probe = await build({ ...common, entryPoints: [entry], write: false, metafile: true, plugins: [...plugins, toCold] });
  const inRun = inputsOf(probe);
  // A module moved or no longer imported would stay in the run bundle unnoticed.
  const unused = RUN_COLD.filter((f) => !inRun.has(`run-cold:${f}`));
  if (unused.length > 0) throw new Error(`build: the run bundle imports no ${unused.join(', ')} (RUN_COLD in scripts/build-run.mjs)`);
  const shared = new Set();
  const takeFromRun = (rel) => {
    const hit = inRun.has(rel) && !RUN_COLD.includes(rel);
    if (hit) shared.add(rel);
    return hit;
  };
  const fromRun = redirect(root, 'run-shared', takeFromRun, RUN_FILE, 'shared');
  const cold = await build({
    ...common,
    stdin: {
      contents: RUN_COLD.map((f) => `Object.defineProperty(exports, ${JSON.stringify(f)}, { enumerable: true, get: () => require(${JSON.stringify(`./${f}`)}) });`).join('\n'),
      resolveDir: root,
      sourcefile: 'run-cold.js',
      loader: 'js',
    },
    outfile: path.join(dist, COLD_FILE),
    metafile: true,
    plugins: [...plugins, fromRun],
  });
  const copied = [...inputsOf(cold)].filter((f) => inRun.has(f) && !shared.has(f));
  if (copied.length > 0) throw new Error(`build: run-cold.cjs would hold its own copy of ${copied.join(', ')}`);
  const names = [...shared].sort();
  await build({
    ...common,
    stdin: {
      contents: [
        `export * from ${JSON.stringify('./src/cli-run.ts')};`,
        ...names.map((f, i) => `import * as m${i} from ${JSON.stringify(`./${f}`)};`),
        `export const shared = { ${names.map((f, i) => `${JSON.stringify(f)}: m${i}`).join(', ')} };`,
      ].join('\n'),
      resolveDir: root,
      sourcefile: 'ongrid-skills-run.js',
      loader: 'ts',
    },
    outfile: path.join(dist, RUN_FILE),
    plugins: [...plugins, toCold],
  });
}

// Which bundled packages a CLI invocation initialised. The bundle keeps each
// module's path as the name of its lazy init function, and V8's coverage
// (NODE_V8_COVERAGE) counts the calls of every function: a package whose
// init ran at least once was loaded. Heavy packages sit in vendor files
// beside the bundle (scripts/build.mjs), read the same way.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BIN } from './cli.js';

interface Coverage {
  result: Array<{ url: string; functions: Array<{ functionName: string; ranges: Array<{ count: number }> }> }>;
}

export interface LoadedRun {
  status: number | null;
  stdout: string;
  /** npm packages whose modules were initialised, e.g. "execa", "ajv". */
  packages: Set<string>;
  /** Our own source modules that were initialised, e.g. "src/commands/run/index.ts". */
  sources: Set<string>;
  /** Whether the bundle ran at all (`--version` is answered without it). */
  bundleLoaded: boolean;
  /** Which bundles ran: ongrid-skills.cjs, or run's own, ongrid-skills-run.cjs. */
  bundles: Set<string>;
  /** Node's public modules that were loaded, e.g. "node:child_process" (by anyone: the bundle, Node, another module). */
  builtins: Set<string>;
}

export function loadedBy(args: string[], opts: { cwd?: string; env?: Record<string, string>; input?: string } = {}): LoadedRun {
  const dir = mkdtempSync(path.join(tmpdir(), 'ongrid-skills-cov-'));
  try {
    const r = spawnSync(process.execPath, [BIN, ...args], {
      cwd: opts.cwd,
      input: opts.input ?? '',
      env: { ...process.env, NO_COLOR: '1', ...opts.env, NODE_V8_COVERAGE: dir },
    });
    const packages = new Set<string>();
    const sources = new Set<string>();
    let bundleLoaded = false;
    const bundles = new Set<string>();
    const builtins = new Set<string>();
    for (const f of readdirSync(dir)) {
      const cov = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Coverage;
      for (const script of cov.result) {
        if (script.url.startsWith('node:') && !script.url.startsWith('node:internal/')) builtins.add(script.url);
        // The bundle, dist/ongrid-skills.cjs, run's own, dist/ongrid-skills-run.cjs,
        // with what a run rarely needs in dist/run-cold.cjs, and the vendor files, dist/vendor-NAME.cjs.
        if (!/\/dist\/(ongrid-skills(-[a-z]+)?|run-cold|vendor-[a-z]+)\.cjs$/.test(script.url)) continue;
        if (/\/ongrid-skills(-[a-z]+)?\.cjs$/.test(script.url)) {
          bundleLoaded = true;
          bundles.add(path.basename(script.url));
        }
        for (const fn of script.functions) {
          if (fn.ranges[0]?.count === 0) continue;
          const pkg = /^node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(fn.functionName);
          if (pkg) packages.add(pkg[1]);
          else if (fn.functionName.startsWith('src/')) sources.add(fn.functionName);
        }
      }
    }
    return { status: r.status, stdout: r.stdout.toString(), packages, sources, bundleLoaded, bundles, builtins };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Whether an fd is a terminal, as node:tty answers it. Loading node:tty loads node:net and node:stream, which `run`
// otherwise does not need, so `run` asks the child addon it loads anyway. Elsewhere the addon answers once something
// loaded it (test and mcp after a run), node:tty before that.
import { lazyBuiltin } from '../platform/node-builtin.js';
import { CHILD_ADDON, loadedAddon } from '../platform/addon.js';
import { BUNDLE_DIR } from '../platform/bundle-dir.js';

const nodeTty = lazyBuiltin<typeof import('node:tty')>('node:tty');

export function isatty(fd: number): boolean {
  const addon = loadedAddon<{ isatty(fd: number): boolean }>(BUNDLE_DIR, CHILD_ADDON, ['isatty']);
  return addon ? addon.isatty(fd) : nodeTty().isatty(fd);
}

// Whether an fd is a terminal, as node:tty's isatty answers it (libuv's
// uv_guess_handle asks libc's isatty(3)). Loading node:tty loads node:net
// and node:stream behind it (~2.5 ms), which `run` otherwise no longer
// needs: it loads the child addon (addon/child.c) as it starts, and the
// addon's isatty answers once it is loaded. Every other command asks
// node:tty, as before (its output stream loads node:net anyway where it is
// a pipe or a terminal, and the addon would be one more file to open).
import { lazyBuiltin } from '../platform/node-builtin.js';
import { CHILD_ADDON, loadedAddon } from '../platform/addon.js';
import { BUNDLE_DIR } from '../platform/bundle-dir.js';

const nodeTty = lazyBuiltin<typeof import('node:tty')>('node:tty');

export function isatty(fd: number): boolean {
  const addon = loadedAddon<{ isatty(fd: number): boolean }>(BUNDLE_DIR, CHILD_ADDON, ['isatty']);
  return addon ? addon.isatty(fd) : nodeTty().isatty(fd);
}

// The addon's pipes (child-addon.ts nativePipes) as the runner uses them: the child's three ends as fds for the
// spawn, ours as libuv pipes (net.Socket({ fd })) or as fds for the addon's pump to take.
import { closeSync } from 'node:fs';
import type { Socket } from 'node:net';
import { lazyBuiltin } from '../platform/node-builtin.js';

const nodeNet = lazyBuiltin<typeof import('node:net')>('node:net');

export interface StdioPipes {
  /** The child's ends, for spawn's stdio: [stdin read end, stdout write end, stderr write end]. */
  childFds: [number, number, number];
  /** Our ends as sockets, each made when first asked for. */
  stdin: Socket;
  stdout: Socket;
  stderr: Socket;
  /** Offer our ends [stdin's write, stdout's read, stderr's read] to `use`, never once any end was asked for as a
   * socket: a value returned means it owns them; undefined means they stay ours. */
  takeOurs<T>(use: (fds: [number, number, number]) => T | undefined): T | undefined;
  /** Close our copies of the child's ends (right after the spawn, whatever its result). */
  closeChildEnds(): void;
  /** Close everything (when no child was started). */
  dispose(): void;
}

export interface Ends {
  inR: number;
  inW: number;
  outR: number;
  outW: number;
  errR: number;
  errW: number;
}

export const closeFds = (fds: number[]): void => {
  for (const fd of fds.splice(0)) {
    try {
      closeSync(fd);
    } catch {
      // already closed
    }
  }
};

/** Our ends as libuv pipes, the child's as fds for spawn. Ours become sockets only when first asked for, so under
 * the addon's pump node:net is never loaded. */
export function wrap(e: Ends): StdioPipes {
  const childEnds = [e.inR, e.outW, e.errW];
  const ours: Array<{ fd: number; readable: boolean; socket?: Socket }> = [
    { fd: e.inW, readable: false },
    { fd: e.outR, readable: true },
    { fd: e.errR, readable: true },
  ];
  // Once a Socket owns an fd, destroying the Socket closes it.
  const socket = (end: (typeof ours)[number]): Socket =>
    (end.socket ??= new (nodeNet().Socket)({ fd: end.fd, readable: end.readable, writable: !end.readable }));
  return {
    childFds: [e.inR, e.outW, e.errW],
    get stdin() {
      return socket(ours[0]!);
    },
    get stdout() {
      return socket(ours[1]!);
    },
    get stderr() {
      return socket(ours[2]!);
    },
    takeOurs: (use) => {
      if (ours.length !== 3 || ours.some((end) => end.socket !== undefined)) return undefined;
      const taken = use(ours.map((end) => end.fd) as [number, number, number]);
      if (taken !== undefined) ours.length = 0; // the taker closes them
      return taken;
    },
    closeChildEnds: () => closeFds(childEnds),
    dispose: () => {
      closeFds(childEnds);
      for (const end of ours) {
        if (end.socket) end.socket.destroy();
        else closeFds([end.fd]);
      }
    },
  };
}

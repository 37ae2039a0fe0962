// Where a `#!` rule looks an interpreter up: this machine, or the manager's image as data, so one rule judges either.
import { type BStr, fromBStr } from '../go/bytes.js';
import { FALLBACK_PATH, type InterpreterState, findInFallbackPath, interpreterState } from '../runner/entry-facts.js';
import type { ManagerImage } from './image.js';

export interface ExecWorld {
  image?: ManagerImage;
  /** What execve finds at `path`; 'unknown' where the data does not reach. */
  state(path: BStr): InterpreterState | 'unknown';
  /** glibc's lookup with PATH unset (/bin, then /usr/bin). */
  fallback(command: BStr): BStr | undefined;
  /** env's lookup with the manager's PATH passed; 'unknown' on the host, whose PATH at the manager nobody knows. */
  onPath(command: BStr): BStr | undefined | 'unknown';
}

const HOST: ExecWorld = {
  state: interpreterState,
  fallback: findInFallbackPath,
  onPath: () => 'unknown',
};

const worlds = new WeakMap<ManagerImage, ExecWorld>();

export function execWorld(image: ManagerImage | undefined): ExecWorld {
  if (!image) return HOST;
  let world = worlds.get(image);
  if (!world) worlds.set(image, (world = imageWorld(image)));
  return world;
}

function imageWorld(image: ManagerImage): ExecWorld {
  return {
    image,
    state: (path) => image.interpreterState(fromBStr(path)),
    fallback: (command) => image.lookup(fromBStr(command), FALLBACK_PATH),
    onPath: (command) => image.lookup(fromBStr(command), image.pathDirs),
  };
}

/** A finding's arguments, marked as the container's when the world is the image (the message says where). */
export function whereJudged<A extends { container?: true }>(world: ExecWorld, args: A): A {
  if (world.image) args.container = true;
  return args;
}

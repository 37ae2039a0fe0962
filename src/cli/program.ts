// The whole program: program-base.ts, then each command's wiring from its own module under src/cli/.
import type { Command } from '../argv/command.js';
import { addInit } from './init.js';
import { addList } from './list.js';
import { addLsp } from './lsp.js';
import { addMcp } from './mcp.js';
import { addPack } from './pack.js';
import { programWith } from './program-base.js';
import { addReference } from './reference.js';
import { addRun } from './run.js';
import { addScan } from './scan.js';
import { addTarget } from './target.js';
import { addTest } from './test.js';
import { addValidate } from './validate.js';

export function buildProgram(): Command {
  const run = (program: Command): void => addRun(program, () => import('../commands/run/index.js'));
  return programWith([addScan, run, addValidate, addList, addTest, addMcp, addInit, addReference, addPack, addTarget, addLsp]);
}

// A SKILL.md or persona that cannot be read (permissions, a dangling link, a folder): the manager cannot load it
// either. Reported by the engine (validate-docs.ts), as there is no document for a `markdown` hook.
import { defineRule } from '../../rule.js';

export type Args = { message: string };

export default defineRule<'doc-unreadable', Args>({
  id: 'doc-unreadable',
  severity: 'error',
  help: 'a SKILL.md or persona that cannot be read',
  message(a) {
    return `cannot read this file (${a.message}); the manager cannot load it either; make it a regular, readable file`;
  },
});

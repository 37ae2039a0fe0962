// ecosystem.md 1: each tools[] entry names a tool and the code behind it,
// `builtin:pkg.Func` (compiled into the manager) or `edge:pkg.Func` (run on
// an edge). Nothing in the manager checks impl, so a tool without one, or
// with another prefix, loads and cannot be called.
import { itemsAt, stringAt } from '../../native/md-doc.js';
import { defineRule } from '../rule.js';

const IMPL = /^(builtin|edge):[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)+$/;

export default defineRule({
  id: 'native-tool-impl',
  severity: 'warning',
  profile: 'ongrid',
  markdown(m, report) {
    if (m.kind !== 'skill' || !m.decodes) return;
    for (const tool of itemsAt(m.doc, '/tools')) {
      const name = stringAt(m.doc, `${tool}/name`)?.trim() || undefined;
      const impl = stringAt(m.doc, `${tool}/impl`)?.trim() || undefined;
      if (name === undefined) report({ problem: 'name-missing', impl }, m.where(tool));
      if (impl === undefined) report({ problem: 'impl-missing', tool: name }, m.where(tool));
      else if (!IMPL.test(impl)) report({ problem: 'impl-format', tool: name, impl }, m.where(`${tool}/impl`));
    }
  },
});

// docs/ecosystems.md#native-skills: a tools[] impl is `builtin:pkg.Func` or `edge:pkg.Func`; the manager checks
// neither, so a tool without one or with another prefix loads and cannot be called.
import { itemsAt, stringAt } from '../../../ecosystems/md-doc.js';
import { q } from '../../../words.js';
import { defineRule } from '../../rule.js';

const IMPL = /^(builtin|edge):[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)+$/;

export type Args = { problem: 'name-missing' | 'impl-missing' | 'impl-format'; tool?: string; impl?: string };

export default defineRule<'native-tool-impl', Args>({
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
  help: 'a tools[] entry without name or impl, or an impl that is not builtin:/edge:',
  message(a) {
    if (a.problem === 'name-missing') return 'a tools[] entry without a name: the model cannot call it; give it one';
    if (a.problem === 'impl-missing') return `tool ${q(a.tool ?? '')} has no impl: it loads, and nothing runs when it is called; set impl to builtin:pkg.Func or edge:pkg.Func`;
    return `tool ${q(a.tool ?? '')}: impl ${q(a.impl!)} is not builtin:pkg.Func or edge:pkg.Func; the manager does not check it, and the call finds nothing to run`;
  },
});

// OpenClaw (docs.openclaw.ai/tools/skills): `user-invocable` and
// `disable-model-invocation` are booleans; `command-dispatch` is `tool` and
// then needs `command-tool`; `command-arg-mode` is `raw`. Gating lives in
// metadata.openclaw (legacy alias metadata.clawdbot): `os` lists darwin,
// linux or win32, `always` is a boolean, requires.bins/anyBins/env/config
// are lists of strings. The manager's metadata.requires is not read there,
// so requirements written only the ongrid way do not gate the skill.
import { itemsAt, keysAt, nodeAt, stringAt, topString } from '../../../native/md-doc.js';
import type { RuleArgs } from '../../findings.js';
import { q, code, oneOf } from '../../../words.js';
import { defineRule } from '../../rule.js';
import YAML from 'yaml';

const OS = ['darwin', 'linux', 'win32'];
const REQUIRES = ['bins', 'anyBins', 'env', 'config'];

export default defineRule({
  id: 'openclaw-field',
  severity: 'warning',
  profile: 'openclaw',
  markdown(m, report) {
    if (m.kind !== 'skill' || !m.parses) return;
    const bad = (args: RuleArgs['openclaw-field'], pointer: string): void => report(args, m.where(pointer));
    const isBool = (pointer: string): boolean => {
      const node = nodeAt(m.doc, pointer);
      return !node || (YAML.isScalar(node) && (node.value === null || typeof node.value === 'boolean'));
    };
    for (const field of ['user-invocable', 'disable-model-invocation']) {
      if (!isBool(`/${field}`)) bad({ field, problem: 'type', want: 'true or false' }, `/${field}`);
    }
    const dispatch = topString(m.doc, 'command-dispatch');
    if (dispatch !== undefined && dispatch !== 'tool') bad({ field: 'command-dispatch', problem: 'value', value: dispatch, want: 'tool' }, '/command-dispatch');
    if (dispatch === 'tool' && !topString(m.doc, 'command-tool')?.trim()) bad({ field: 'command-tool', problem: 'dispatch-tool' }, '/command-dispatch');
    const argMode = topString(m.doc, 'command-arg-mode');
    if (argMode !== undefined && argMode !== 'raw') bad({ field: 'command-arg-mode', problem: 'value', value: argMode, want: 'raw' }, '/command-arg-mode');

    const block = keysAt(m.doc, '/metadata').includes('openclaw') ? '/metadata/openclaw' : keysAt(m.doc, '/metadata').includes('clawdbot') ? '/metadata/clawdbot' : undefined;
    if (block) {
      for (const item of itemsAt(m.doc, `${block}/os`)) {
        const os = stringAt(m.doc, item);
        if (os !== undefined && !OS.includes(os)) bad({ field: 'metadata.openclaw.os', problem: 'value', value: os, want: OS.join(', ') }, item);
      }
      if (!isBool(`${block}/always`)) bad({ field: 'metadata.openclaw.always', problem: 'type', want: 'true or false' }, `${block}/always`);
      for (const key of REQUIRES) {
        const pointer = `${block}/requires/${key}`;
        const node = nodeAt(m.doc, pointer);
        const listOfStrings = YAML.isSeq(node) && node.items.every((i) => YAML.isScalar(i) && typeof i.value === 'string');
        if (node && !listOfStrings) bad({ field: `metadata.openclaw.requires.${key}`, problem: 'type', want: 'a list of strings' }, pointer);
      }
    }
    if (!block && itemsAt(m.doc, '/metadata/requires/bins').length > 0) bad({ field: 'metadata.requires', problem: 'requires-elsewhere' }, '/metadata/requires');
  },
  help: 'OpenClaw: invocation fields and metadata.openclaw gating of the wrong form',
  message(a) {
    switch (a.problem) {
      case 'type':
        return `OpenClaw: ${code(a.field)} must be ${a.want}`;
      case 'value':
        return `OpenClaw: ${code(a.field)} ${q(a.value!)} is not ${oneOf(a.want!)}`;
      case 'dispatch-tool':
        return 'OpenClaw: command-dispatch "tool" needs command-tool, the tool the slash command calls; add it';
      case 'requires-elsewhere':
        return "OpenClaw: metadata.requires is the manager's place for requirements; OpenClaw gates on metadata.openclaw.requires only, so these do not gate the skill there; repeat them under metadata.openclaw.requires";
    }
  },
});

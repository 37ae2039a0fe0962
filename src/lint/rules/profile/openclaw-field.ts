// OpenClaw's frontmatter fields and gating as its reader takes them (docs/skill-md.md#skillmd; https://docs.openclaw.ai/tools/skills):
// every value is text, and the manager's metadata.requires is not read, so requirements written only the ongrid way do not gate.
import { itemsAt, keysAt, nodeAt, stringAt, topString } from '../../../ecosystems/md-doc.js';
import { q, code, oneOf } from '../../../words.js';
import { defineRule } from '../../rule.js';
import YAML from 'yaml';

const OS = ['darwin', 'linux', 'win32'];
const REQUIRES = ['bins', 'anyBins', 'env', 'config'];
/** What OpenClaw's parseBooleanValue takes, after trim and lower case. */
const BOOLEAN_TEXT = new Set(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off']);
/** What OpenClaw does instead with a field of the wrong type, said after the finding's `must be`. */
const TYPE_EFFECT: Record<string, string> = {
  'user-invocable': ' (or yes/no, on/off, 1/0); OpenClaw takes anything else as the default, true',
  'disable-model-invocation': ' (or yes/no, on/off, 1/0); OpenClaw takes anything else as the default, false',
  'metadata.openclaw.always': '; OpenClaw ignores anything else',
};
const listText = (value: string | undefined): string[] => (value ?? '').split(',').map((v) => v.trim()).filter(Boolean);

export type Args = { field: string; problem: 'type' | 'value' | 'dispatch-tool' | 'requires-elsewhere'; value?: string; want?: string };

export default defineRule<'openclaw-field', Args>({
  id: 'openclaw-field',
  severity: 'warning',
  profile: 'openclaw',
  markdown(m, report) {
    if (m.kind !== 'skill' || !m.parses) return;
    const bad = (args: Args, pointer: string): unknown => report(args, m.where(pointer));
    const isBool = (pointer: string): boolean => {
      const node = nodeAt(m.doc, pointer);
      return !node || (YAML.isScalar(node) && (node.value === null || typeof node.value === 'boolean'));
    };
    for (const field of ['user-invocable', 'disable-model-invocation']) {
      const node = nodeAt(m.doc, `/${field}`);
      if (node && !(YAML.isScalar(node) && (node.value === null || BOOLEAN_TEXT.has(String(node.value).trim().toLowerCase())))) {
        bad({ field, problem: 'type', want: 'true or false' }, `/${field}`);
      }
    }
    const dispatch = topString(m.doc, 'command-dispatch');
    const dispatchTool = dispatch?.trim().toLowerCase() === 'tool';
    if (dispatch !== undefined && !dispatchTool) bad({ field: 'command-dispatch', problem: 'value', value: dispatch, want: 'tool' }, '/command-dispatch');
    if (dispatchTool && !topString(m.doc, 'command-tool')?.trim()) bad({ field: 'command-tool', problem: 'dispatch-tool' }, '/command-dispatch');
    const argMode = topString(m.doc, 'command-arg-mode');
    if (argMode !== undefined && argMode.trim().toLowerCase() !== 'raw') bad({ field: 'command-arg-mode', problem: 'value', value: argMode, want: 'raw' }, '/command-arg-mode');

    const block = keysAt(m.doc, '/metadata').includes('openclaw') ? '/metadata/openclaw' : keysAt(m.doc, '/metadata').includes('clawdbot') ? '/metadata/clawdbot' : undefined;
    if (block) {
      const osNode = nodeAt(m.doc, `${block}/os`);
      const osValues = YAML.isScalar(osNode) ? [{ value: stringAt(m.doc, `${block}/os`), pointer: `${block}/os` }] : itemsAt(m.doc, `${block}/os`).map((item) => ({ value: stringAt(m.doc, item), pointer: item }));
      for (const { value, pointer } of osValues) {
        for (const os of listText(value)) if (!OS.includes(os)) bad({ field: 'metadata.openclaw.os', problem: 'value', value: os, want: OS.join(', ') }, pointer);
      }
      if (!isBool(`${block}/always`)) bad({ field: 'metadata.openclaw.always', problem: 'type', want: 'true or false' }, `${block}/always`);
      for (const key of REQUIRES) {
        const pointer = `${block}/requires/${key}`;
        const node = nodeAt(m.doc, pointer);
        const list = YAML.isScalar(node) || (YAML.isSeq(node) && node.items.every((i) => YAML.isScalar(i)));
        if (node && !list) bad({ field: `metadata.openclaw.requires.${key}`, problem: 'type', want: 'a list or a comma-separated string' }, pointer);
      }
    }
    if (!block && itemsAt(m.doc, '/metadata/requires/bins').length > 0) bad({ field: 'metadata.requires', problem: 'requires-elsewhere' }, '/metadata/requires');
  },
  help: 'OpenClaw: invocation fields and metadata.openclaw gating of the wrong form (https://docs.openclaw.ai/tools/skills)',
  message(a) {
    switch (a.problem) {
      case 'type':
        return `OpenClaw: ${code(a.field)} must be ${a.want}${TYPE_EFFECT[a.field] ?? (a.field.startsWith('metadata.openclaw.requires.') ? '; OpenClaw reads anything else as empty, so it gates nothing' : '')}`;
      case 'value':
        return `OpenClaw: ${code(a.field)} ${q(a.value!)} is not ${oneOf(a.want!)}${a.field === 'command-arg-mode' ? '; it is taken as raw' : a.field === 'command-dispatch' ? '; the slash command goes to the model' : ''}`;
      case 'dispatch-tool':
        return 'OpenClaw: command-dispatch "tool" needs command-tool, the tool the slash command calls; add it';
      case 'requires-elsewhere':
        return "OpenClaw: metadata.requires is not where OpenClaw looks; it gates on metadata.openclaw.requires only, so these do not gate the skill; move or repeat them under metadata.openclaw.requires";
    }
  },
});

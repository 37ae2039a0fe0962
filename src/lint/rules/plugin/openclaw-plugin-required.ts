// An openclaw.plugin.json without `id` or `configSchema`, which OpenClaw requires (https://docs.openclaw.ai/plugins/manifest)
// for config validation. The manager installs such a pack under its name (pack-id-fallback).
import { code } from '../../../words.js';
import { defineRule } from '../../rule.js';

export type Args = { key: 'id' | 'configSchema' };

export default defineRule<'openclaw-plugin-required', Args>({
  id: 'openclaw-plugin-required',
  severity: 'error',
  pack(p, report) {
    const { manifest, layout } = p.facts;
    if (layout !== 'openclaw' || !manifest || manifest.invalid) return;
    for (const key of manifest.openclawMissing ?? []) report({ key }, { file: manifest.file, pointer: '' });
  },
  help: 'OpenClaw: an openclaw.plugin.json without `id` or `configSchema`, both required (https://docs.openclaw.ai/plugins/manifest): OpenClaw reports a plugin error',
  why: 'OpenClaw validates a plugin\'s config from its manifest without running its code; a manifest without `id` or `configSchema` is a plugin error that blocks config validation.',
  howto: 'Add "id" (the plugin id) and "configSchema" (an empty one is fine: {"type": "object", "additionalProperties": false}).',
  example: '{"name": "weather", "version": "1.0.0"}',
  message(a) {
    const what = a.key === 'id' ? 'the canonical plugin id' : 'a JSON Schema for the plugin\'s config, even an empty one ({"type": "object", "additionalProperties": false})';
    return `OpenClaw: no ${code(a.key)}; OpenClaw requires it of every plugin manifest and reports a plugin error without it (https://docs.openclaw.ai/plugins/manifest); add ${what}`;
  },
});

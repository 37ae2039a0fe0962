// docs/ecosystems.md#packs: packs cannot bring MCP servers: `.mcp.json` (or
// `mcpServers` in the manifest) is ignored (`mcp_unsupported`). Info: the
// pack and its skills load; MCP servers are a feature the manager does not
// have, and nothing in the pack fixes that.
// Off unless configured: in a judged sample of
// real repos every one was noise: the MCP server is the plugin's function
// and its author cannot make ongrid load it. An operator who vets packs
// turns it on (`--rule pack-mcp-ignored=warn`, or config `rules`).
import { defineRule } from '../../rule.js';

export type Args = { from: 'file' | 'manifest' };

export default defineRule<'pack-mcp-ignored', Args>({
  id: 'pack-mcp-ignored',
  severity: 'info',
  manager: true,
  optIn: true,
  pack(p, report) {
    const { layout, mcpJson, manifest } = p.facts;
    if (layout === undefined) return;
    if (mcpJson) report({ from: 'file' }, { file: p.file('.mcp.json') });
    for (const d of manifest?.dropped ?? []) if (d.key === 'mcpServers') report({ from: 'manifest' }, { file: manifest!.file, pointer: d.pointer, key: true });
  },
  help: '.mcp.json or mcpServers in a pack: ignored (off unless configured: the pack loads, and its author cannot make the manager load an MCP server; turn it on to vet what a pack brings)',
  message(a) {
    return `packs cannot bring MCP servers: the manager ignores ${a.from === 'file' ? 'this .mcp.json' : 'mcpServers'} (mcp_unsupported)`;
  },
});

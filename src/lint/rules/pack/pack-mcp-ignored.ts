// docs/ecosystems.md#packs: packs cannot bring MCP servers; info, as nothing in the pack can fix it. Off unless
// configured: the author cannot make ongrid load the server.
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

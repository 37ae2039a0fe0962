// ecosystem.md 3: packs cannot bring MCP servers: `.mcp.json` (or
// `mcpServers` in the manifest) is ignored (`mcp_unsupported`). Info: the
// pack and its skills load; MCP servers are a feature the manager does not
// have, and nothing in the pack fixes that.
import { defineRule } from '../../rule.js';

export default defineRule({
  id: 'pack-mcp-ignored',
  severity: 'info',
  manager: true,
  pack(p, report) {
    const { layout, mcpJson, manifest } = p.facts;
    if (layout === undefined) return;
    if (mcpJson) report({ from: 'file' }, { file: p.file('.mcp.json') });
    for (const d of manifest?.dropped ?? []) if (d.key === 'mcpServers') report({ from: 'manifest' }, { file: manifest!.file, pointer: d.pointer, key: true });
  },
  help: '.mcp.json or mcpServers in a pack: ignored (the pack loads; the manager has no MCP servers for packs)',
  message(a) {
    return `packs cannot bring MCP servers: the manager ignores ${a.from === 'file' ? 'this .mcp.json' : 'mcpServers'} (mcp_unsupported)`;
  },
});

// ecosystem.md 3: packs cannot bring MCP servers: `.mcp.json` (or
// `mcpServers` in the manifest) is ignored (`mcp_unsupported`).
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'pack-mcp-ignored',
  severity: 'warning',
  pack(p, report) {
    const { layout, mcpJson, manifest } = p.facts;
    if (layout === undefined) return;
    if (mcpJson) report({ from: 'file' }, { file: p.file('.mcp.json') });
    for (const d of manifest?.dropped ?? []) if (d.key === 'mcpServers') report({ from: 'manifest' }, { file: manifest!.file, pointer: d.pointer, key: true });
  },
});

// MCP floods over stdio (docs/security.md "Reads stay inside the tree; MCP
// and packs"): 100k requests pipelined by a client that reads the replies
// (the server answers them all and exits once stdin closes), and a client
// that sends bad lines and never reads (the server stops reading; the
// client's writes stall). Peak RSS is the server's.
import path from 'node:path';

const init = { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } } };

/** Bad lines until the server stops taking them (no progress for a second) or 200 MB are written; then the client goes. */
function floodUnread(child) {
  const chunk = Buffer.from('not json at all\n'.repeat(4096));
  let written = 0;
  const step = () => {
    while (written < 200e6) {
      written += chunk.length;
      if (!child.stdin.write(chunk)) {
        const stalled = setTimeout(() => {
          child.stdin.destroy();
          child.stdout.destroy();
        }, 1000);
        child.stdin.once('drain', () => {
          clearTimeout(stalled);
          step();
        });
        return;
      }
    }
    child.stdin.end();
    child.stdout.destroy();
  };
  child.stdin.on('error', () => undefined);
  child.stdout.pause();
  step();
}

export default ({ skill }) => [
  {
    name: 'mcp: 100k pipelined requests',
    budgetMiB: 200,
    setup: (dir) => {
      skill(path.join(dir, 'skills'), 'noop', "#!/bin/sh\nprintf '{}'\n");
      const lines = [init, { jsonrpc: '2.0', method: 'notifications/initialized' }];
      for (let id = 1; id <= 100_000; id++) lines.push({ jsonrpc: '2.0', id, method: id % 2 ? 'tools/list' : 'ping' });
      return { argv: ['mcp', '--dir', path.join(dir, 'skills')], input: lines.map((l) => JSON.stringify(l) + '\n').join(''), readStdout: true };
    },
  },
  {
    name: 'mcp: bad lines, replies never read',
    budgetMiB: 200,
    setup: (dir) => {
      skill(path.join(dir, 'skills'), 'noop', "#!/bin/sh\nprintf '{}'\n");
      return { argv: ['mcp', '--dir', path.join(dir, 'skills')], drive: floodUnread };
    },
  },
];

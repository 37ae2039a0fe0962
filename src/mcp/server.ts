// The MCP server over stdio (the 2025 protocol era): tools/list from the catalog (list_changed on reload), tools/call
// through call-tool.ts. When the client goes, running calls are cancelled (groups killed) and awaited.
import { Server, type Transport } from '@modelcontextprotocol/server';
import { Limiter } from './limiter.js';
import type { CallSettings } from './call-tool.js';
import { canElicit } from './gate.js';
import type { Catalog } from './tools.js';
import { readSkillResource } from './resources.js';

export interface ServeOptions extends Omit<CallSettings, 'limiter'> {
  version: string;
  jobs: number;
  listChanged: boolean;
}

export class SkillServer {
  private readonly server: Server;
  private readonly inflight = new Set<Promise<unknown>>();
  private readonly settings: CallSettings;

  constructor(
    private catalog: Catalog,
    options: ServeOptions,
  ) {
    this.settings = { ...options, limiter: new Limiter(options.jobs) };
    this.server = new Server(
      { name: 'ongrid-skills', version: options.version },
      { capabilities: { tools: { listChanged: options.listChanged }, resources: { listChanged: options.listChanged }, logging: {} } },
    );
    this.server.setRequestHandler('tools/list', () => ({ tools: this.catalog.tools }));
    this.server.setRequestHandler('resources/list', () => ({ resources: this.catalog.resources.map((r) => r.resource) }));
    this.server.setRequestHandler('resources/read', (request) => readSkillResource(this.catalog.resources, request.params.uri));
    this.server.setRequestHandler('tools/call', (request, ctx) => {
      const done = (async () => {
        const { callTool } = await import('./call-tool.js');
        return callTool(this.catalog, this.settings, request.params, ctx, canElicit(this.server.getClientCapabilities()));
      })();
      this.inflight.add(done);
      void done.finally(() => this.inflight.delete(done)).catch(() => undefined);
      return done;
    });
  }

  /** Serves until the client closes the connection (or `close` is called); resolves once no call is left running. */
  async serve(transport: Transport): Promise<void> {
    const closed = new Promise<void>((resolve) => (this.server.onclose = resolve));
    await this.server.connect(transport);
    await closed;
    await Promise.allSettled([...this.inflight]);
  }

  /** A new catalog (after a reload): clients are told to list again. */
  update(catalog: Catalog): void {
    this.catalog = catalog;
    this.server.sendToolListChanged().catch(() => undefined);
    this.server.sendResourceListChanged().catch(() => undefined);
  }

  close(): Promise<void> {
    return this.server.close();
  }
}

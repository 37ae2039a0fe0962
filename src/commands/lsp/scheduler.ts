// Checks run one at a time, each taking every document marked since, so a fast typist costs one check per check time,
// not per keystroke; a result is published only for the version it was computed from.
export interface Versioned {
  uri: string;
  version: number;
}

export class CheckScheduler {
  private dirty = new Set<string>();
  private running = false;
  private queued = false;

  constructor(
    /** The current version of an open document (undefined: closed). */
    private readonly versionOf: (uri: string) => number | undefined,
    /** Check these documents (as of the versions given); returns what to publish per document. */
    private readonly check: (docs: Versioned[]) => Promise<Map<string, unknown>>,
    private readonly publish: (uri: string, version: number, result: unknown) => void,
    private readonly onError: (e: unknown) => void,
  ) {}

  mark(uris: Iterable<string>): void {
    for (const uri of uris) this.dirty.add(uri);
    if (this.running || this.queued) return;
    this.queued = true;
    // After the messages already read: a burst of edits becomes one check.
    setImmediate(() => {
      this.queued = false;
      void this.drain();
    });
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (this.dirty.size > 0) {
        const docs: Versioned[] = [];
        for (const uri of this.dirty) {
          const version = this.versionOf(uri);
          if (version !== undefined) docs.push({ uri, version });
        }
        this.dirty.clear();
        if (docs.length === 0) continue;
        let results: Map<string, unknown>;
        try {
          results = await this.check(docs);
        } catch (e) {
          this.onError(e);
          continue;
        }
        // A document edited meanwhile is dirty again: its stale result is dropped.
        for (const d of docs) if (this.versionOf(d.uri) === d.version && results.has(d.uri)) this.publish(d.uri, d.version, results.get(d.uri));
      }
    } finally {
      this.running = false;
    }
  }
}

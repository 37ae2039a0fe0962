// At most `jobs` skills run at once; the rest wait in order, and one cancelled while it waits never starts.
export class Limiter {
  private running = 0;
  private readonly queue: Array<() => void> = [];

  constructor(private readonly jobs: number) {}

  acquire(signal: AbortSignal): Promise<() => void> {
    const release = (): void => {
      this.running--;
      this.queue.shift()?.();
    };
    return new Promise((resolve, reject) => {
      const start = (): void => {
        signal.removeEventListener('abort', onAbort);
        this.running++;
        resolve(release);
      };
      const onAbort = (): void => {
        const i = this.queue.indexOf(start);
        if (i >= 0) this.queue.splice(i, 1);
        reject(signal.reason);
      };
      if (signal.aborted) return reject(signal.reason);
      if (this.running < this.jobs) return start();
      this.queue.push(start);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }
}

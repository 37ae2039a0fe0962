// A skill's stderr line by line, for log and progress notifications: a line past the cap goes in pieces, an
// unterminated rest when the skill is done.
const LINE_CAP = 4096;

export class LineSplitter {
  private pending = Buffer.alloc(0);

  constructor(private readonly onLine: (line: string) => void) {}

  push(chunk: Buffer): void {
    let buf = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
    for (let nl = buf.indexOf(0x0a); nl >= 0; nl = buf.indexOf(0x0a)) {
      this.emit(buf.subarray(0, nl));
      buf = buf.subarray(nl + 1);
    }
    while (buf.length >= LINE_CAP) {
      this.emit(buf.subarray(0, LINE_CAP));
      buf = buf.subarray(LINE_CAP);
    }
    this.pending = Buffer.from(buf);
  }

  end(): void {
    if (this.pending.length > 0) this.emit(this.pending);
    this.pending = Buffer.alloc(0);
  }

  private emit(bytes: Buffer): void {
    const line = bytes.toString('utf8').replace(/\r$/, '');
    if (line !== '') this.onLine(line);
  }
}

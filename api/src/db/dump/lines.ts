// A byte stream read line by line, without decoding: the rows of a COPY block go to the server as
// the bytes they were, and only the current chunk (and a line that spans chunks) is held in memory.

const newline = 0x0a;

export class LineReader {
  private readonly chunks: AsyncIterator<Buffer | string>;
  private lines: Buffer[] = [];
  private position = 0;
  /** The pieces of a line not yet ended (a long one, a lab book's state, spans many chunks). */
  private unfinished: Buffer[] = [];
  private ended = false;
  /** The number of the last line read (1 for the first). */
  lineNumber = 0;

  constructor(input: AsyncIterable<Buffer | string>) {
    this.chunks = input[Symbol.asyncIterator]();
  }

  /** The next line without its newline; null at the end of the stream. */
  async next(): Promise<Buffer | null> {
    while (this.position >= this.lines.length) {
      if (this.ended) return null;
      await this.fill();
    }
    this.lineNumber += 1;
    return this.lines[this.position++] ?? null;
  }

  /** The next line as text; null at the end of the stream. */
  async nextText(): Promise<string | null> {
    return (await this.next())?.toString("utf8") ?? null;
  }

  private async fill(): Promise<void> {
    const { value, done } = await this.chunks.next();
    this.lines = [];
    this.position = 0;
    if (done) {
      this.ended = true;
      // A last line without its newline is still a line.
      if (this.unfinished.length > 0) this.lines.push(Buffer.concat(this.unfinished));
      this.unfinished = [];
      return;
    }
    const chunk = typeof value === "string" ? Buffer.from(value) : value;
    let start = 0;
    for (let end = chunk.indexOf(newline); end >= 0; end = chunk.indexOf(newline, start)) {
      const piece = chunk.subarray(start, end);
      // Joined once, at its end: joining at every chunk would copy a long line over and over.
      this.lines.push(this.unfinished.length > 0 ? Buffer.concat([...this.unfinished, piece]) : piece);
      this.unfinished = [];
      start = end + 1;
    }
    if (start < chunk.length) this.unfinished.push(chunk.subarray(start));
  }
}

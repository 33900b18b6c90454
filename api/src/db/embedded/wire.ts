// Framing of PostgreSQL's frontend messages (protocol 3.0), just enough to hand whole messages to
// the embedded engine: the first message of a connection has no type byte; every later one is a
// type byte and a length that counts itself.

export const SSL_REQUEST = 80877103;
export const GSSENC_REQUEST = 80877104;
export const CANCEL_REQUEST = 80877102;
const TERMINATE = 0x58; // 'X'

export type Frame =
  | { kind: "startup"; bytes: Buffer }
  | { kind: "encryptionRequest" }
  | { kind: "cancel" }
  | { kind: "messages"; bytes: Buffer }
  | { kind: "terminate" };

/** Splits a connection's incoming bytes into frames; keeps what is not yet a whole message. */
export class FrontendFramer {
  private pending: Buffer = Buffer.alloc(0);
  private started = false;

  push(chunk: Buffer): Frame[] {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    const frames: Frame[] = [];
    while (!this.started) {
      if (this.pending.length < 8) return frames;
      const length = this.pending.readInt32BE(0);
      if (this.pending.length < length) return frames;
      const code = this.pending.readInt32BE(4);
      const message = this.pending.subarray(0, length);
      this.pending = this.pending.subarray(length);
      if (code === SSL_REQUEST || code === GSSENC_REQUEST) frames.push({ kind: "encryptionRequest" });
      else if (code === CANCEL_REQUEST) return [...frames, { kind: "cancel" }];
      else {
        this.started = true;
        frames.push({ kind: "startup", bytes: Buffer.from(message) });
      }
    }
    let end = 0;
    while (this.pending.length - end >= 5) {
      const length = this.pending.readInt32BE(end + 1);
      if (this.pending.length - end < length + 1) break;
      if (this.pending[end] === TERMINATE) {
        if (end > 0) frames.push({ kind: "messages", bytes: Buffer.from(this.pending.subarray(0, end)) });
        this.pending = Buffer.alloc(0);
        return [...frames, { kind: "terminate" }];
      }
      end += length + 1;
    }
    if (end > 0) {
      frames.push({ kind: "messages", bytes: Buffer.from(this.pending.subarray(0, end)) });
      this.pending = this.pending.subarray(end);
    }
    return frames;
  }
}

// The bytes of a streamed export (route.ts).

/**
 * Text as UTF-8 in chunks of `size` bytes, each line encoded as it is put: a batch's lines die young
 * instead of living on as one long concatenated string until the batch is written, which with
 * PGlite's 2-MB young generation promoted them and made the old generation's collections the
 * export's largest cost (D331). A chunk's memory is used again once the response has sent it
 * (`sent`): new chunks for every 256 KB would be memory outside V8's heap that only its collections
 * free (+117 MB for a 1,000,000-code export on PostgreSQL, whose young generation is collected
 * seldom).
 */
export class ByteChunks {
  private static readonly SPARE = 4;
  private buffer: Buffer;
  private used = 0;
  private full: Buffer[] = [];
  private readonly spare: ArrayBuffer[] = [];

  constructor(private readonly size = 256 * 1024) {
    this.buffer = this.fresh();
  }

  put(text: string) {
    // UTF-8 takes at most 3 bytes per UTF-16 unit
    if (this.used + text.length * 3 > this.buffer.length) {
      this.seal();
      if (text.length * 3 > this.buffer.length) return void this.full.push(Buffer.from(text));
    }
    this.used += this.buffer.write(text, this.used);
  }

  /** The bytes put since the last take, in chunks. */
  take(): Buffer[] {
    this.seal();
    const chunks = this.full;
    this.full = [];
    return chunks;
  }

  /** A chunk of `take` has been sent: its memory may hold the next one. */
  sent(chunk: Buffer) {
    const memory = chunk.buffer as ArrayBuffer;
    if (memory.byteLength === this.size && memory !== this.buffer.buffer && this.spare.length < ByteChunks.SPARE)
      this.spare.push(memory);
  }

  private fresh(): Buffer {
    const memory = this.spare.pop();
    return memory ? Buffer.from(memory) : Buffer.allocUnsafeSlow(this.size);
  }

  private seal() {
    if (!this.used) return;
    this.full.push(this.buffer.subarray(0, this.used));
    this.buffer = this.fresh();
    this.used = 0;
  }
}

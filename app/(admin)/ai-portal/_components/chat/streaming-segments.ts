// A reply streams in a few bytes at a time; parsing its markdown from the start on every chunk
// costs O(length) each time, O(length²) for the reply. The text is cut instead into segments that
// end at a block boundary (a blank line outside a code fence): once closed a segment never changes,
// so it is parsed once, and only the live rest is parsed again as text arrives.

// A segment closes at the first block boundary after this many characters...
const SEGMENT_MIN = 2_000;
// ...or, in a run of text with no blank line, at the first line end after this many (outside a
// fence), so one long paragraph or list does not become a live tail that is parsed again and again.
const SEGMENT_MAX = 16_000;

const FENCE = /^\s{0,3}(```|~~~)/;

/** Reads the text as it grows: only the part not seen yet is scanned. */
export class SegmentScanner {
  private done: string[] = [];
  private start = 0;
  private scanned = 0;
  private inFence = false;
  private text = '';

  /** The closed segments (the same strings as before, plus any new) and the live rest. */
  advance(text: string): { done: readonly string[]; live: string } {
    // Not a continuation (another reply): start again. A reply only grows, so its head and the
    // text at the live part's start are checked rather than every byte again.
    const probe = (from: number) => text.slice(from, from + 256) === this.text.slice(from, from + 256);
    if (text.length < this.text.length || !probe(0) || !probe(this.start)) this.reset();
    this.text = text;
    let newline = text.indexOf('\n', this.scanned);
    while (newline >= 0) {
      const line = text.slice(this.scanned, newline);
      if (FENCE.test(line)) this.inFence = !this.inFence;
      const end = newline + 1;
      const length = end - this.start;
      const boundary = !this.inFence && line.trim() === '';
      if ((boundary && length >= SEGMENT_MIN) || (!this.inFence && length >= SEGMENT_MAX)) {
        this.done = [...this.done, text.slice(this.start, end)];
        this.start = end;
      }
      this.scanned = end;
      newline = text.indexOf('\n', end);
    }
    return { done: this.done, live: text.slice(this.start) };
  }

  private reset() {
    this.done = [];
    this.start = 0;
    this.scanned = 0;
    this.inFence = false;
  }
}

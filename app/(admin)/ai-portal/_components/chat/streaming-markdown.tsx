'use client';

import { memo, useDeferredValue, useMemo, useState } from 'react';
import { Markdown } from '../markdown/markdown';
import { SegmentScanner } from './streaming-segments';

// A closed segment's markdown is parsed once: the same string, the same render.
const Segment = memo(function Segment({ text, streaming = false }: { text: string; streaming?: boolean }) {
  return <Markdown streaming={streaming}>{text}</Markdown>;
});

/**
 * A reply as it streams in: its closed segments (./streaming-segments) rendered once each, and
 * the live rest again as text arrives; deferred, so a burst of chunks costs one render, not one each.
 * The stored reply is rendered whole (a reference link or footnote may span segments).
 */
export function StreamingMarkdown({ text }: { text: string }) {
  const [scanner] = useState(() => new SegmentScanner());
  const shown = useDeferredValue(text);
  const { done, live } = useMemo(() => scanner.advance(shown), [scanner, shown]);
  return (
    <>
      {done.map((segment, index) => (
        <Segment key={index} text={segment} />
      ))}
      {live && <Segment text={live} streaming />}
    </>
  );
}

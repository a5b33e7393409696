'use client';

import { useSyncExternalStore } from 'react';

let formatter: Intl.DateTimeFormat | undefined;

function format(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  formatter ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
  return formatter.format(date);
}

const subscribe = () => () => {};

/**
 * A timestamp in the reader's locale and time zone. The server does not know either, so it
 * renders nothing and the browser fills the text in (no hydration mismatch).
 */
export function LocalTime({ iso }: { iso: string }) {
  const text = useSyncExternalStore(
    subscribe,
    () => format(iso),
    () => '',
  );
  return <time dateTime={iso}>{text}</time>;
}

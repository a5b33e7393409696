'use client';

import { useSyncExternalStore } from 'react';

const formats = {
  date: new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }),
  dateTime: new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' }),
  /** To the second: saves and sign-ins, where two events a minute apart must read apart. */
  precise: new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' }),
};

export type LocalTimeFormat = keyof typeof formats;

const subscribe = () => () => {};

/**
 * A timestamp in the reader's locale and time zone. The server knows neither, so it renders
 * nothing and the browser fills the text in (no hydration mismatch).
 */
export function LocalTime({ iso, format = 'dateTime' }: { iso: string; format?: LocalTimeFormat }) {
  const text = useSyncExternalStore(
    subscribe,
    () => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : formats[format].format(date);
    },
    () => '',
  );
  return <time dateTime={iso}>{text}</time>;
}

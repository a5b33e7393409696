'use client';

import { useSyncExternalStore } from 'react';

const formats = {
  date: new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }),
  dateTime: new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' }),
};

const subscribe = () => () => {};

/**
 * A timestamp in the reader's locale and time zone. The server knows neither, so it renders
 * nothing and the browser fills the text in (no hydration mismatch).
 */
export function LocalTime({ iso, format = 'dateTime' }: { iso: string; format?: keyof typeof formats }) {
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

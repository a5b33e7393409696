import 'server-only';

/** Bytes of an error answer kept: the AI SDK reads one whole for its message, which needs a few hundred. */
export const ERROR_BODY_MAX = 64 * 1024;

/**
 * A provider's answer is untrusted input (a user-chosen endpoint above all), as model lists are
 * (lib/ai/model-list-cleanup): this fetch cuts an error answer off after ERROR_BODY_MAX bytes (the rest
 * is dropped, so the SDK still gets its status), and with `max` fails any answer longer than
 * that, so nothing is ever read whole into memory however much an endpoint sends.
 */
export function cappedFetch(base: typeof fetch, options: { max?: number } = {}): typeof fetch {
  return async (input, init) => {
    const response = await base(input, init);
    const limit = response.ok ? options.max : ERROR_BODY_MAX;
    if (limit === undefined || !response.body) return response;
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new Response(capped(response.body, limit, { fail: response.ok }), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };
}

/** `body` up to `limit` bytes; past it the source is cancelled and the stream ends (or errors, with `fail`). */
function capped(body: ReadableStream<Uint8Array>, limit: number, { fail }: { fail: boolean }) {
  const reader = body.getReader();
  let size = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      const room = limit - size;
      size += value.byteLength;
      if (value.byteLength <= room) return controller.enqueue(value);
      // Not awaited: a sender that never acknowledges the cancel must not hold the answer back.
      reader.cancel().catch(() => {});
      if (fail) return controller.error(new Error(`The answer is longer than ${limit} bytes.`));
      if (room > 0) controller.enqueue(value.subarray(0, room));
      controller.close();
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

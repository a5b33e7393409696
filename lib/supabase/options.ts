import 'server-only';
import WebSocket from 'ws';

/**
 * Options every server-side Supabase client shares. supabase-js builds a realtime
 * client in its constructor, and Node 20 has no global WebSocket: hand it `ws` there.
 * Sessions live in cookies (ssr) or are passed per call, so nothing persists in memory.
 */
export function serverClientOptions() {
  const nativeWebSocket = (globalThis as { WebSocket?: unknown }).WebSocket;
  return {
    realtime: nativeWebSocket ? {} : { transport: WebSocket as never },
  };
}

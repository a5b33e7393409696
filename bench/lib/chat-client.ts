import { preciseNow } from '@/tests/support/fake-provider';
import { timedLines, userClient, type UserClient } from './http';

export const CHAT_MODEL = 'gpt-4o-mini';
/** Sent (and logged by the fake provider) on direct requests only, so the app's request for the same message can be told apart. */
export const DIRECT_MARK = 'x-bench-direct';

export type ChatUser = { email: string; client: UserClient; sessionId: string; apiKey: string };

/** Saves an OpenAI key (the fake provider accepts any key but sk-bad) and opens a chat session. */
export async function prepareChatUser(
  baseUrl: string,
  cookieName: string,
  email: string,
  token: string,
  extraHeaders: Record<string, string> = {},
): Promise<ChatUser> {
  const client = userClient(baseUrl, cookieName, token, extraHeaders);
  const apiKey = `sk-bench-${email.replace(/\W/g, '-')}`;
  await client.json('POST', '/api/portal/keys', { provider: 'openai', apiKey });
  const { session } = await client.json<{ session: { id: string } }>('POST', '/api/portal/sessions', {
    provider: 'openai',
    model: CHAT_MODEL,
  });
  return { email, client, sessionId: session.id, apiKey };
}

export type AppTurn = {
  /** preciseNow() when the request was sent. */
  sentAt: number;
  /** Request sent to first `delta` line received, ms. */
  ttft: number;
  /** preciseNow() at each delta's arrival, with the reply length received so far. */
  deltas: { at: number; length: number }[];
  text: string;
  done: boolean;
  assistantMessageId: string | null;
  error: string | null;
};

type ChatEvent = { type: string; text?: string; message?: string; assistantMessage?: { id: string } };

/** One turn through POST /api/chat, timed on the client. */
export async function appTurn(user: ChatUser, message: string): Promise<AppTurn> {
  const sentAt = preciseNow();
  const response = await user.client.send('POST', '/api/chat', {
    sessionId: user.sessionId,
    message,
    provider: 'openai',
    model: CHAT_MODEL,
  });
  if (!response.ok)
    throw new Error(`POST /api/chat answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  const turn: AppTurn = {
    sentAt,
    ttft: Number.NaN,
    deltas: [],
    text: '',
    done: false,
    assistantMessageId: null,
    error: null,
  };
  for (const { at, line } of await timedLines(response)) {
    const event = JSON.parse(line) as ChatEvent;
    if (event.type === 'delta') {
      if (turn.deltas.length === 0) turn.ttft = at - sentAt;
      turn.text += event.text ?? '';
      turn.deltas.push({ at, length: turn.text.length });
    } else if (event.type === 'done') {
      turn.done = true;
      turn.assistantMessageId = event.assistantMessage?.id ?? null;
    } else if (event.type === 'error') {
      turn.error = event.message ?? 'error';
    }
  }
  return turn;
}

/** The same request straight to the provider's streaming endpoint: sent to first content chunk, ms. */
export async function directTurn(providerUrl: string, apiKey: string, message: string): Promise<number> {
  const sentAt = preciseNow();
  const response = await fetch(`${providerUrl}/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', [DIRECT_MARK]: '1' },
    body: JSON.stringify({
      model: CHAT_MODEL,
      stream: true,
      stream_options: { include_usage: true },
      temperature: 0.7,
      messages: [{ role: 'user', content: message }],
    }),
  });
  if (!response.ok) throw new Error(`provider answered ${response.status}`);
  for (const { at, line } of await timedLines(response)) {
    if (!line.startsWith('data: ') || line === 'data: [DONE]') continue;
    const chunk = JSON.parse(line.slice(6)) as { choices?: { delta?: { content?: string } }[] };
    if (chunk.choices?.[0]?.delta?.content) return at - sentAt;
  }
  throw new Error('the provider sent no content');
}

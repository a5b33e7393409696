import { describe, expect, it } from 'vitest';
import { STALE_GRACE_MS, turnIsAlive, withLiveness } from '@/lib/ai/reply-liveness';
import type { ChatMessage, ChatSession } from '@/lib/data/port';

const t0 = Date.parse('2026-11-24T10:00:00.000Z');
const at = (ms: number) => new Date(t0 + ms).toISOString();
const idleMs = 60_000;

const session = (replyingSince: string | null): ChatSession => ({
  id: 's1',
  title: 'A chat',
  model: 'gpt-4o-mini',
  provider: 'openai',
  createdAt: at(0),
  updatedAt: at(0),
  replyingSince,
  stopRequested: false,
  systemPrompt: '',
  pinned: false,
  temporary: false,
});
const reply = (status: ChatMessage['status'], updatedAt: string): ChatMessage => ({
  id: 'm2',
  sessionId: 's1',
  role: 'assistant',
  content: 'So far',
  status,
  createdAt: at(0),
  updatedAt,
  inputTokens: null,
  outputTokens: null,
});

describe('reply liveness', () => {
  it('keeps a turn alive while it started or wrote within the idle timeout plus grace', () => {
    expect(turnIsAlive(session(at(0)), [], idleMs, t0 + idleMs + STALE_GRACE_MS)).toBe(true);
    expect(turnIsAlive(session(at(0)), [], idleMs, t0 + idleMs + STALE_GRACE_MS + 1)).toBe(false);
    // A long reply keeps beating through its draft writes long after the turn started.
    const writing = [reply('streaming', at(10 * idleMs))];
    expect(turnIsAlive(session(at(0)), writing, idleMs, t0 + 10 * idleMs + 5_000)).toBe(true);
    expect(turnIsAlive(session(null), writing, idleMs, t0)).toBe(false);
  });

  it("settles a dead turn's leftovers for readers and leaves a live one as stored", () => {
    const live = withLiveness(session(at(0)), [reply('streaming', at(1_000))], idleMs, t0 + 2_000);
    expect(live.session.replyingSince).toBe(at(0));
    expect(live.messages[0]!.status).toBe('streaming');

    const dead = withLiveness(session(at(0)), [reply('streaming', at(1_000))], idleMs, t0 + 5 * idleMs);
    expect(dead.session.replyingSince).toBeNull();
    expect(dead.messages[0]).toMatchObject({ status: 'incomplete', content: 'So far' });
    // A streaming row left by a turn that ended without settling it reads as incomplete too.
    expect(withLiveness(session(null), [reply('streaming', at(0))], idleMs, t0).messages[0]!.status).toBe('incomplete');
  });
});

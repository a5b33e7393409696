import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { anonymous, type ChatSearchHit } from '@/lib/data/port';
import type { ContractBackend, ContractUser } from './contract-types';

type Context = { backend: ContractBackend; alice: ContractUser; bob: ContractUser };

const matched = (hit: ChatSearchHit) => hit.snippet.filter((part) => part.match).map((part) => part.text);
const text = (hit: ChatSearchHit) => hit.snippet.map((part) => part.text).join('');

/** Search over a user's own chat sessions (titles and message text), on every backend. */
export function chatSearchContract(context: () => Context) {
  describe('chat session search', () => {
    const as = (user: ContractUser) => context().backend.port.forCaller(user.caller).chats;

    it('finds sessions by title and by message text, the title match first, with the match marked', async () => {
      const { alice } = context();
      const inMessage = await as(alice).createSession({
        title: 'Weekend plans',
        model: 'gpt-4o-mini',
        provider: 'openai',
      });
      await as(alice).addMessage({ sessionId: inMessage.id, role: 'user', content: 'Where do quokkas live?' });
      await as(alice).addMessage({
        sessionId: inMessage.id,
        role: 'assistant',
        content: 'On Rottnest Island the quokka is everywhere, and it smiles for photos.',
      });
      const inTitle = await as(alice).createSession({
        title: 'Quokka facts',
        model: 'gpt-4o-mini',
        provider: 'openai',
      });

      const hits = await as(alice).searchSessions({ query: 'quokka', count: 10 });
      expect(hits.map((hit) => hit.id)).toEqual([inTitle.id, inMessage.id]);
      expect(hits[0]).toMatchObject({ title: 'Quokka facts', updatedAt: inTitle.updatedAt });
      expect(matched(hits[0]!)).toEqual(['Quokka']);
      expect(matched(hits[1]!)).toEqual(['quokka']);
      expect(text(hits[1]!)).toContain('Rottnest Island the quokka is everywhere');

      const byPhrase = await as(alice).searchSessions({ query: '"rottnest island"', count: 10 });
      expect(byPhrase.map((hit) => hit.id)).toEqual([inMessage.id]);
      expect(await as(alice).searchSessions({ query: 'quokka -rottnest -weekend', count: 10 })).toEqual([
        expect.objectContaining({ id: inTitle.id }),
      ]);
      expect(await as(alice).searchSessions({ query: 'quokka', count: 1 })).toHaveLength(1);
    });

    it('matches the last word as a prefix while it is being typed, and ignores case and accents as typed', async () => {
      const { alice } = context();
      const session = await as(alice).createSession({
        title: 'Café in Zürich',
        model: 'gpt-4o-mini',
        provider: 'openai',
      });
      await as(alice).addMessage({ sessionId: session.id, role: 'assistant', content: 'Try the Zwetschgenkuchen.' });
      expect((await as(alice).searchSessions({ query: 'zwetsch', count: 10 })).map((h) => h.id)).toEqual([session.id]);
      expect((await as(alice).searchSessions({ query: 'ZÜRI', count: 10 })).map((h) => h.id)).toEqual([session.id]);
      // A finished word (followed by a space) is matched whole.
      expect(await as(alice).searchSessions({ query: 'zwetsch ', count: 10 })).toEqual([]);
    });

    it("never returns another user's sessions", async () => {
      const { alice, bob } = context();
      const bobs = await as(bob).createSession({
        title: 'Bob and the wombat',
        model: 'gpt-4o-mini',
        provider: 'openai',
      });
      await as(bob).addMessage({ sessionId: bobs.id, role: 'user', content: 'my wombat secret' });
      const alices = await as(alice).createSession({
        title: 'Alice and the wombat',
        model: 'gpt-4o-mini',
        provider: 'openai',
      });

      expect((await as(alice).searchSessions({ query: 'wombat', count: 50 })).map((h) => h.id)).toEqual([alices.id]);
      expect((await as(alice).searchSessions({ query: 'secret', count: 50 })).map((h) => h.id)).not.toContain(bobs.id);
      expect((await as(bob).searchSessions({ query: 'wombat', count: 50 })).map((h) => h.id)).toEqual([bobs.id]);
    });

    it('answers a query with no words, or with search syntax in odd places, with no sessions instead of an error', async () => {
      const { alice } = context();
      const session = await as(alice).createSession({
        title: 'Punctuation test',
        model: 'gpt-4o-mini',
        provider: 'openai',
      });
      await as(alice).addMessage({ sessionId: session.id, role: 'user', content: "it's a \\ back-slash & <b>tag</b>" });
      for (const query of [
        '',
        '   ',
        '!!!',
        '&|!:*',
        '"',
        "'",
        '\\',
        '(',
        ')',
        '<->',
        ':*',
        '-',
        '""',
        'a'.repeat(5000),
      ])
        expect(await as(alice).searchSessions({ query, count: 10 }), JSON.stringify(query.slice(0, 20))).toEqual([]);
      for (const query of [
        "it's",
        'back-slash',
        'punctuation & test',
        'test:*',
        '"punctuation test',
        'test)',
        'slash!',
      ])
        expect(
          (await as(alice).searchSessions({ query, count: 10 })).map((h) => h.id),
          JSON.stringify(query),
        ).toContain(session.id);
    });

    it('finds words written inside markup (an HTML tag in a code question), and shows the text as written', async () => {
      const { alice } = context();
      const session = await as(alice).createSession({ title: 'HTML help', model: 'gpt-4o-mini', provider: 'openai' });
      const question = 'How do I open a <details> element by default, without <script>?';
      await as(alice).addMessage({ sessionId: session.id, role: 'user', content: question });

      const [hit] = await as(alice).searchSessions({ query: 'details', count: 10 });
      expect(hit?.id).toBe(session.id);
      expect(matched(hit!)).toEqual(['details']);
      expect(text(hit!)).toContain('open a <details> element by default, without <script');
      expect((await as(alice).searchSessions({ query: 'script', count: 10 })).map((h) => h.id)).toEqual([session.id]);
    });

    it('refuses a visitor', async () => {
      const error = await context()
        .backend.port.forCaller(anonymous)
        .chats.searchSessions({ query: 'quokka', count: 10 })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('unauthorized');
    });
  });
}

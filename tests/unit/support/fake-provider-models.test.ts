// The fake provider's configurable model lists; shared setup in ./fake-provider-helpers.

import { describe, expect, it } from 'vitest';
import { connectFakeProvider } from '@/tests/support/fake-provider';
import { fakeProviderPerFile } from './fake-provider-helpers';

const provider = fakeProviderPerFile();
const openaiList = () => fetch(`${provider.fake.openaiBaseUrl}/models`, { headers: { authorization: 'Bearer sk-ok' } });
const anthropicList = () =>
  fetch(`${provider.fake.anthropicBaseUrl}/models`, {
    headers: { 'x-api-key': 'sk-ant-ok', 'anthropic-version': '2023-06-01' },
  });
const ids = async (response: Response) => ((await response.json()) as { data: { id: string }[] }).data.map((m) => m.id);

describe('model lists', () => {
  it('lists what a test sets, per format, until reset', async () => {
    provider.fake.setModels('openai', ['gpt-4o', 'my-model']);
    provider.fake.setModels('anthropic', [{ id: 'claude-x', name: 'Claude X' }, 'claude-y']);
    expect(await ids(await openaiList())).toEqual(['gpt-4o', 'my-model']);
    expect(await (await anthropicList()).json()).toMatchObject({
      data: [
        { type: 'model', id: 'claude-x', display_name: 'Claude X' },
        { type: 'model', id: 'claude-y', display_name: 'claude-y' },
      ],
      has_more: false,
      first_id: 'claude-x',
      last_id: 'claude-y',
    });
    provider.fake.reset();
    expect(await ids(await openaiList())).toContain('gpt-4o-mini');
  });

  it('answers a raw body as is, still only for a good key', async () => {
    provider.fake.setModels('openai', { raw: '{"data": [oops' });
    expect(await (await openaiList()).text()).toBe('{"data": [oops');
    const refused = await fetch(`${provider.fake.openaiBaseUrl}/models`, {
      headers: { authorization: 'Bearer sk-bad' },
    });
    expect(refused.status).toBe(401);
  });

  it('is set over the control route too, and refuses a malformed answer loudly', async () => {
    const remote = connectFakeProvider(provider.fake.url);
    await remote.setModels('openai', ['remote-model']);
    expect(await ids(await openaiList())).toEqual(['remote-model']);
    await remote.setModels('openai', null);
    expect(await ids(await openaiList())).toContain('gpt-4o-mini');
    await expect(remote.setModels('openai', [42] as never)).rejects.toThrow(/Not a fake-provider models answer/);
    expect(() => provider.fake.setModels('gemini' as never, [])).toThrow(/Unknown models format/);
  });
});

/** A ChatGPT conversations.json of `count` conversations of `turns` question-and-answer pairs. */
export function chatGptExport(count: number, turns = 2, title = (i: number) => `Conversation ${i + 1}`) {
  return Array.from({ length: count }, (_, i) => {
    const mapping: Record<string, unknown> = { root: { id: 'root', message: null, parent: null, children: [] } };
    let parent = 'root';
    for (let t = 0; t < turns * 2; t++) {
      const id = `c${i}-m${t}`;
      const role = t % 2 === 0 ? 'user' : 'assistant';
      mapping[id] = {
        id,
        parent,
        children: [],
        message: {
          id,
          author: { role },
          create_time: 1_700_000_000 + i * 100 + t,
          content: { content_type: 'text', parts: [`${role} message ${t + 1} of conversation ${i + 1}`] },
          status: 'finished_successfully',
          recipient: 'all',
          metadata: {},
        },
      };
      parent = id;
    }
    return { title: title(i), create_time: 1_700_000_000 + i * 100, update_time: null, mapping, current_node: parent };
  });
}

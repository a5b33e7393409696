/** How much of everything to run: the full bench, or the quick subset (about a minute of measuring). */
export function settingsFor(quick: boolean) {
  return {
    provider: { firstTokenDelayMs: 50, chunkDelayMs: 10 },
    load: {
      pages: quick ? ['/'] : ['/', '/about', '/portfolio', '/donate'],
      connections: 20,
      seconds: quick ? 3 : 8,
      rounds: 2,
      warmupSeconds: quick ? 1 : 2,
    },
    lighthouse: { pages: quick ? ['/'] : ['/', '/about', '/portfolio', '/donate'], runs: quick ? 1 : 3 },
    // Warm-up turns first: the first turns of a fresh server are 2-3x slower (JIT, lazy route loading).
    chat: { requests: quick ? 10 : 50, users: quick ? 2 : 5, warmupPerUser: 3 },
    concurrentStreams: 20,
    memory: {
      stages: quick
        ? [{ label: '1k', addForUser: 1000, addForOthers: 0 }]
        : [
            { label: '1k', addForUser: 1000, addForOthers: 0 },
            { label: '10k', addForUser: 9000, addForOthers: 0 },
            { label: '10k+10k', addForUser: 0, addForOthers: 10_000 },
          ],
      hitQueries: quick ? 20 : 50,
      missQueries: quick ? 5 : 20,
    },
    contentSaves: quick ? 3 : 10,
    // Figure 8: 50 users at once, each kind on its own accounts; quick runs it briefly.
    mixedLoad: { seconds: quick ? 15 : 60, viewers: 30, editors: 8, chatters: 12 },
    restarts: quick ? 1 : 3,
  };
}

export type Settings = ReturnType<typeof settingsFor>;

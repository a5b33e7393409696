// The memory extraction's words (./memory-extract), in a module of their own: the tests tell the
// extraction's provider requests from a chat turn's by them.

/** A fact longer than this is not a short fact: it is dropped, never cut. */
export const MEMORY_FACT_MAX = 200;

export const EXTRACTION_INSTRUCTIONS = [
  'You keep a short list of durable facts about the user (name, work, preferences, plans, circumstances),',
  'for an assistant to remember in later conversations.',
  'Read the exchange below and answer with a JSON array of strings only: each a short fact about the user,',
  `in the third person, at most ${MEMORY_FACT_MAX} characters. Leave out anything about the assistant's reply,`,
  'general knowledge, one-off requests and facts already known. Answer [] when there is nothing worth keeping.',
].join(' ');

// Browser-safe: the server refuses a draft with it, and the draft buttons recognise it to link to the AI portal.

/** Why a draft (a meta description, an inquiry reply) cannot be written: the admin saved no AI key. */
export const NO_KEY_MESSAGE = 'Drafting uses your own AI key: save one in the AI portal under Settings first.';

import type { AccountActivity } from '@/lib/data/port';

/**
 * Wrong second-step codes since the account's last sign-in, from its activity.
 * Each one was typed after the right password, so a few of them mean someone may know it. From
 * this many on the account is told (its next sign-in shows it, and it gets an e-mail once): a
 * person's own typos rarely reach three.
 */
export const FAILED_CODES_NOTICE_AT = 3;

export type FailedCodes = {
  /** Newest first. */
  attempts: AccountActivity[];
  /** The activity read ended before the sign-in before them: there may have been more. */
  atLeast: boolean;
};

/**
 * The failed codes before a sign-in. `entries`: the account's activity, newest first.
 * `sinceSignIns`: 0 counts those after the latest sign-in (no sign-in has happened since them:
 * the e-mail's count), 1 those between the latest sign-in and the one before (the sign-in
 * that just happened: the notice it shows).
 */
export function failedCodes(
  entries: AccountActivity[],
  options: { sinceSignIns: 0 | 1; complete: boolean },
): FailedCodes {
  let signIns = 0;
  const attempts: AccountActivity[] = [];
  for (const entry of entries) {
    if (entry.kind === 'sign_in') {
      signIns++;
      if (signIns > options.sinceSignIns) return { attempts, atLeast: false };
    } else if (entry.kind === 'second_step_failed' && signIns === options.sinceSignIns) attempts.push(entry);
  }
  // No sign-in before them was read: every failure read counts, and a cut-off read may hold more.
  return { attempts, atLeast: !options.complete && attempts.length > 0 };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The addresses the attempts came from, most recent first, each once (with the browser). */
export function attemptSources(attempts: AccountActivity[]): string[] {
  return [...new Set(attempts.map((entry) => `${entry.address} (${entry.browser})`))];
}

/** The notice in the owner's words: "3 failed code attempts since your last sign-in, from …". */
export function failedCodesSentence({ attempts, atLeast }: FailedCodes): string {
  const sources = attemptSources(attempts);
  const shown = sources.slice(0, 3).join(', ') + (sources.length > 3 ? ` and ${sources.length - 3} more` : '');
  const count = `${atLeast ? 'At least ' : ''}${plural(attempts.length, 'failed code attempt')}`;
  return `${count} since your last sign-in, from ${shown}: someone may know your password.`;
}

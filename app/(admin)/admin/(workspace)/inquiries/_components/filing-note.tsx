import type { Inquiry } from '@/lib/data/port';

const SPAM_REASONS: Record<NonNullable<Inquiry['spamReason']>, string> = {
  honeypot: 'the hidden field was filled in',
  too_fast: 'sent within 3 seconds of the form being shown, without the form’s check',
  too_old: 'the form was more than a day old',
  bad_token: 'the form token was missing or forged',
  bad_proof: 'the proof of work was forged',
};

/** Why an inquiry is in Spam: the filter's reason, or an admin's choice. */
const spamReason = (inquiry: Inquiry) =>
  inquiry.spamReason ? SPAM_REASONS[inquiry.spamReason] : 'marked as spam by an admin';

/** In the list's status cell: the reason beside "Spam", the flag beside "Unverified". */
export function FilingTag({ inquiry }: { inquiry: Inquiry }) {
  if (inquiry.status === 'spam') return <span className="text-muted-foreground">· {spamReason(inquiry)}</span>;
  if (inquiry.status === 'unverified') return <span className="text-amber-300">· read with care</span>;
  return null;
}

/** In the opened inquiry: why it was filed where it is, when that is not plain. */
export function FilingNote({ inquiry }: { inquiry: Inquiry }) {
  const note =
    inquiry.status === 'spam'
      ? ['Filed as spam because', `${spamReason(inquiry)}. Deleted 30 days after it was filed as spam.`]
      : inquiry.status === 'unverified'
        ? [
            'Unverified',
            'Sent without the form’s proof of work: from a browser without JavaScript, or from a script. Real people do this too.',
          ]
        : null;
  if (!note) return null;
  return (
    <div className="contents">
      <dt className="text-muted-foreground">{note[0]}</dt>
      <dd>{note[1]}</dd>
    </div>
  );
}

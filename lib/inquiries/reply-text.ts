// The words of an answer to an inquiry, shared by the server's mail and the page's mailto link.
import type { Inquiry } from '@/lib/data/inquiry-port';
import { oneLine } from './header-text';
import { topicLabel } from './topics';

/** An answer's longest text, as the database takes it. */
export const REPLY_MAX_LENGTH = 10_000;

/** "Re: " and the inquiry's topic (the form has no subject line of its own). */
export const replySubject = (inquiry: Pick<Inquiry, 'topic'>) => `Re: ${topicLabel(inquiry.topic)}`;

const utc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** The visitor's message, quoted below the answer as mail programs do ("> " before each line). */
export function quotedInquiry(inquiry: Pick<Inquiry, 'name' | 'createdAt' | 'message'>, maxLength = Infinity): string {
  const message = inquiry.message.length > maxLength ? `${inquiry.message.slice(0, maxLength)}…` : inquiry.message;
  return [
    `On ${utc(inquiry.createdAt)}, ${oneLine(inquiry.name)} wrote:`,
    ...message.split(/\r\n|\r|\n/).map((line) => `> ${line}`),
  ].join('\n');
}

export const replyText = (body: string, inquiry: Pick<Inquiry, 'name' | 'createdAt' | 'message'>) =>
  `${body.trimEnd()}\n\n${quotedInquiry(inquiry)}\n`;

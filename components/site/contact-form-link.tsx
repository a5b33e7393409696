import Link from 'next/link';
import { Glyph } from './glyph';

/**
 * The on-site form beside an e-mail button: a mailto link does nothing on a phone or computer
 * without a mail app, so the form is always one tap away (/contact, which also shows the address).
 */
export function ContactFormLink({ className, topic }: { className: string; topic?: 'tech' | 'lawn-care' }) {
  return (
    <Link href={topic ? `/contact?topic=${topic}` : '/contact'} className={className}>
      <Glyph name="message-square" />
      SEND A MESSAGE
    </Link>
  );
}

import Link from 'next/link';
import { actionClass } from '@/components/site/action-styles';
import { REPLY_EXPECTATION } from '@/lib/inquiries/topics';

/** What a visitor sees once the inquiry is in: shown in place (script) or by /contact?sent= (no script). */
export function ThankYou({ focusOnShow = false }: { focusOnShow?: boolean }) {
  return (
    <div role="status" className="space-y-4 rounded-sm border border-primary/40 bg-card p-6 sm:p-8">
      <h2
        id="thank-you"
        tabIndex={-1}
        ref={focusOnShow ? (heading) => heading?.focus() : undefined}
        className="text-2xl font-bold tracking-tight outline-none"
      >
        Thank you: your message is in.
      </h2>
      <p className="text-muted-foreground">{REPLY_EXPECTATION}</p>
      <Link href="/" className={actionClass.outline}>
        Back to the home page
      </Link>
    </div>
  );
}

import Link from 'next/link';
import { actionClass } from '@/components/site/action-styles';
import type { EditMark } from '@/lib/content/edit-marks';
import type { ContactThankYouContent } from '@/lib/content/pages/contact';

type Props = {
  content: ContactThankYouContent;
  focusOnShow?: boolean;
  /** The "Edit page" marks, from the server page (see lib/content/edit-marks). */
  marks?: Partial<Record<keyof ContactThankYouContent, EditMark>>;
};

/** What a visitor sees once the inquiry is in: shown in place (script) or by /contact?sent= (no script). */
export function ThankYou({ content, focusOnShow = false, marks }: Props) {
  return (
    <div role="status" className="space-y-4 rounded-sm border border-primary/40 bg-card p-6 sm:p-8">
      <h2
        id="thank-you"
        tabIndex={-1}
        ref={focusOnShow ? (heading) => heading?.focus() : undefined}
        className="text-2xl font-bold tracking-tight outline-none"
        {...marks?.heading}
      >
        {content.heading}
      </h2>
      <p className="text-muted-foreground" {...marks?.text}>
        {content.text}
      </p>
      <Link href="/" className={actionClass.outline}>
        Back to the home page
      </Link>
    </div>
  );
}

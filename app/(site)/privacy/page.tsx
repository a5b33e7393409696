import type { Metadata } from 'next';
import { withSocialCard } from '@/lib/site-images/social-metadata';

const title = 'Privacy';
const description = 'What this site counts about its visitors, and what it never stores: no cookies, no tracking.';

const metadata: Metadata = {
  title,
  description,
  openGraph: { title, description, type: 'website' },
  twitter: { card: 'summary', title, description },
};

export const generateMetadata = () => withSocialCard(metadata);

/** Static like the other public pages: it says what the cookie-free visitor figures count. */
export default function PrivacyPage() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 pt-28 pb-16 sm:px-6 sm:pt-32">
      <p className="font-mono text-xs tracking-[0.2em] text-primary uppercase">Privacy</p>
      <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl">No cookies. No tracking.</h1>
      <div className="mt-8 space-y-8 text-pretty text-muted-foreground [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-foreground [&_li]:mt-2 [&_ul]:list-disc [&_ul]:pl-6">
        <section aria-labelledby="counted">
          <h2 id="counted">What is counted</h2>
          <p className="mt-3">
            When a page of this site has loaded, your browser sends one small note to this site&apos;s own server: which
            page it was and, on the first page you open, the name of the site that linked here. The server counts from
            it:
          </p>
          <ul>
            <li>the page viewed (for example /about);</li>
            <li>the referring site&apos;s domain only (for example news.example.com), never the full address;</li>
            <li>the kind of device: mobile, tablet or desktop;</li>
            <li>
              a visitor number for the day, so that ten page views by one person count as one visitor. It is a one-way
              hash of a secret that changes every day, your network address and your browser&apos;s name. The day&apos;s
              secret is deleted when the day ends, so nobody, the owner included, can tell whether you came back the
              next day. One network address counts as at most five visitors a day; for that, a one-way hash of the
              address with the same daily secret is kept until the day ends, then deleted.
            </li>
          </ul>
        </section>
        <section aria-labelledby="not-stored">
          <h2 id="not-stored">What is never stored</h2>
          <ul>
            <li>no cookies, and nothing in your browser&apos;s storage;</li>
            <li>no network (IP) address and no full browser identification (user agent);</li>
            <li>no data for any third party: there is no analytics service, advertising network or tracker.</li>
          </ul>
        </section>
        <section aria-labelledby="not-counted">
          <h2 id="not-counted">Who is not counted</h2>
          <ul>
            <li>
              browsers that send the Global Privacy Control signal (Sec-GPC), which some browsers and extensions send
              when you ask them to;
            </li>
            <li>known robots and crawlers;</li>
            <li>browsers with JavaScript turned off (the note is sent by a few lines of script).</li>
          </ul>
        </section>
        <section aria-labelledby="kept">
          <h2 id="kept">How long it is kept</h2>
          <p className="mt-3">
            Single page views are kept for 30 days. After each day they are also added up into daily totals (views and
            visitors per page, referring site and device), which are kept for 25 months and then deleted.
          </p>
        </section>
      </div>
    </main>
  );
}

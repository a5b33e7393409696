import { PrivacyIntro } from '@/components/site/sections/privacy/privacy-intro';
import { PrivacyText } from '@/components/site/sections/privacy/privacy-text';
import { getPageContent } from '@/lib/content/load';
import { publicPageMetadata } from '@/lib/content/page-metadata';

export const generateMetadata = () => publicPageMetadata('privacy', 'website');

/** Cached like the other public pages; its text is the owner's, edited in the dashboard (Privacy). */
export default async function PrivacyPage() {
  const { intro, text } = await getPageContent('privacy');
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 pt-28 pb-16 sm:px-6 sm:pt-32">
      <PrivacyIntro intro={intro} />
      <PrivacyText text={text} />
    </main>
  );
}

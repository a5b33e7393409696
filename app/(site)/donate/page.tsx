import { getPageContent } from '@/lib/content/load';
import { publicPageMetadata } from '@/lib/content/page-metadata';
import { DirectContact } from '@/components/site/sections/donate/direct-contact';
import { DonateIntro } from '@/components/site/sections/donate/donate-intro';
import { FundingTransparency } from '@/components/site/sections/donate/funding-transparency';
import { MissionObjectives } from '@/components/site/sections/donate/mission-objectives';
import { PaymentCards } from '@/components/site/sections/donate/payment-cards';
import { SupporterBenefits } from '@/components/site/sections/donate/supporter-benefits';

export const generateMetadata = () => publicPageMetadata('donate', 'website');

export default async function DonatePage() {
  const [donate, { links }] = await Promise.all([getPageContent('donate'), getPageContent('site')]);
  return (
    <main id="main">
      <DonateIntro intro={donate.intro} tagline={links.brand_tagline} />
      <PaymentCards payment={donate.payment} />
      <MissionObjectives objectives={donate.objectives} />
      <SupporterBenefits benefits={donate.benefits} />
      <FundingTransparency transparency={donate.transparency} />
      <DirectContact contact={donate.contact} email={links.email} />
    </main>
  );
}

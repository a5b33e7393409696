import { Glyph } from '@/components/site/glyph';
import type { GlyphName } from '@/components/site/glyphs';
import type { DonatePaymentContent } from '@/lib/content/pages/donate';
import { PaymentButton } from './donate-buttons';
import type { PaymentChannel } from './open-payment';
import { SectionHeader } from './section-header';
import { editable, type EditMark } from '@/lib/content/edit-marks';

type CardProps = { code: string; icon: GlyphName; channel: PaymentChannel; tagMark: EditMark };

function ChannelCard({ code, icon, channel, tagMark }: CardProps) {
  return (
    <div className="channel-card">
      <div className="channel-head">
        <p aria-hidden className="font-mono text-xs tracking-[0.3em] text-muted-foreground uppercase">
          {code}
        </p>
        <h3 className="flex items-center gap-2 text-xl font-semibold">
          <Glyph name={icon} className="size-5 text-primary" />
          {channel.name}
        </h3>
      </div>
      <div className="space-y-6 px-6">
        <dl className="channel-tag">
          <dt className="font-mono text-xs tracking-widest text-muted-foreground uppercase">{channel.name} tag</dt>
          <dd className="mt-1 font-mono text-2xl font-semibold break-all text-signal" {...tagMark}>
            {channel.tag}
          </dd>
        </dl>
        <PaymentButton channel={channel} />
      </div>
    </div>
  );
}

export function PaymentCards({ payment }: { payment: DonatePaymentContent }) {
  const mark = (path: string) => editable('donate', 'payment', path);
  return (
    <section aria-labelledby="channels-heading" className="page-section">
      <SectionHeader id="channels-heading" code="01 // Supply lines" title="Support Channels" />
      <div className="grid gap-6 md:grid-cols-2">
        <ChannelCard
          code="Channel A"
          icon="dollar-sign"
          channel={{ name: 'CashApp', tag: payment.cashapp_tag, webUrl: payment.cashapp_url }}
          tagMark={mark('cashapp_tag')}
        />
        <ChannelCard
          code="Channel B"
          icon="wallet"
          channel={{
            name: 'Venmo',
            tag: payment.venmo_tag,
            webUrl: payment.venmo_url,
            appUrl: payment.venmo_app_url,
          }}
          tagMark={mark('venmo_tag')}
        />
      </div>
      <p className="mt-6 text-center text-sm text-pretty text-muted-foreground" {...mark('note')}>
        {payment.note}
      </p>
    </section>
  );
}

'use client';

import { Send, Smartphone } from 'lucide-react';
import { useEffect, useRef, type MouseEvent } from 'react';
import { actionClass } from '@/components/site/action-styles';
import { classList } from '@/components/site/class-list';
import { copyTagAndConfirm, openOnMobile, type PaymentChannel } from './open-payment';
import { useIsMobile } from './use-is-mobile';

/**
 * The one interactive part of the donate page. It is a real link to the web payment page
 * (new tab, no opener), so it works before hydration and without JavaScript; once the
 * device is known, a click adds the copy-and-alert (desktop) or takes over with the
 * same-tab, app-first behaviour (mobile).
 */
export function PaymentButton({ channel }: { channel: PaymentChannel }) {
  const mobile = useIsMobile();
  const cancelFallback = useRef<() => void>(undefined);

  // A pending app-to-web fallback must not fire after the visitor has moved on.
  useEffect(() => () => cancelFallback.current?.(), []);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!mobile) {
      void copyTagAndConfirm(channel);
      return;
    }
    event.preventDefault();
    cancelFallback.current?.();
    cancelFallback.current = openOnMobile(channel);
  };

  return (
    <a
      href={channel.webUrl}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
      className={classList(actionClass.primary, 'w-full')}
    >
      {mobile ? <Smartphone aria-hidden /> : <Send aria-hidden />}
      {mobile ? `Open in ${channel.name}` : `Send via ${channel.name}`}
      {!mobile && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  );
}

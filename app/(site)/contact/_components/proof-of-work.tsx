'use client';

import { createElement, useEffect, useState } from 'react';
import { FIELD } from '@/lib/inquiries/topics';

type AltchaGlobal = { algorithms: Map<string, () => Worker> };

/** Waits (at most `limitMs`) for the widget in `form` to finish its proof of work; resolves either way. */
export function proofSettled(form: HTMLFormElement, limitMs = 20_000): Promise<void> {
  const widget = form.querySelector('altcha-widget') as (HTMLElement & { getState?: () => string }) | null;
  if (!widget?.getState || widget.getState() !== 'verifying') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      widget.removeEventListener('statechange', onChange);
      resolve();
    };
    const onChange = (event: Event) => {
      if ((event as CustomEvent<{ state: string }>).detail?.state !== 'verifying') done();
    };
    const timer = setTimeout(done, limitMs);
    widget.addEventListener('statechange', onChange);
  });
}

/**
 * ALTCHA's widget, solving its proof of work in the background as soon as the form is shown
 * (people never see or touch it). Loaded only here, and only once the page runs script: a
 * browser without JavaScript posts without a proof, and the inquiry is filed as unverified.
 */
export function ProofOfWork({ formToken }: { formToken: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void import('altcha/external').then(() => {
      const altcha = (globalThis as unknown as { $altcha?: AltchaGlobal }).$altcha;
      altcha?.algorithms.set('PBKDF2/SHA-256', () => new Worker('/contact/altcha-worker.js'));
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!ready) return null;
  return (
    <div hidden>
      {createElement('altcha-widget', {
        challenge: `/contact/challenge?${new URLSearchParams({ form: formToken })}`,
        name: FIELD.proof,
        auto: 'onload',
        display: 'invisible',
      })}
    </div>
  );
}

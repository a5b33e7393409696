import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_FALLBACK_MS, copyTagAndConfirm, openOnMobile } from '@/components/site/sections/donate/open-payment';

const venmo = {
  name: 'Venmo',
  tag: '@Example-Mission',
  webUrl: 'https://venmo.com/u/Example-Mission',
  appUrl: 'venmo://users/Example-Mission',
};

// A minimal browser: the module only touches these globals.
function fakeBrowser({ clipboard }: { clipboard?: { writeText: (text: string) => Promise<void> } } = {}) {
  const listeners = new Set<() => void>();
  const doc = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const win = {
    location: { assign: vi.fn() },
    open: vi.fn(),
    alert: vi.fn(),
    setTimeout: globalThis.setTimeout,
    clearTimeout: globalThis.clearTimeout,
  };
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', doc);
  vi.stubGlobal('navigator', { clipboard });
  const hide = () => {
    doc.visibilityState = 'hidden';
    for (const listener of [...listeners]) listener();
  };
  return { win, hide, listeners };
}

describe('openOnMobile', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens a link without an app link in the same tab, at once', () => {
    const { win } = fakeBrowser();
    openOnMobile({ webUrl: 'https://cash.app/$ExampleMission' });
    expect(win.location.assign).toHaveBeenCalledExactlyOnceWith('https://cash.app/$ExampleMission');
  });

  it('tries the app first and falls back to the web link after 2500 ms while the page stays visible', () => {
    const { win, listeners } = fakeBrowser();
    openOnMobile(venmo);
    expect(win.location.assign).toHaveBeenCalledExactlyOnceWith(venmo.appUrl);
    vi.advanceTimersByTime(APP_FALLBACK_MS - 1);
    expect(win.location.assign).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(win.location.assign).toHaveBeenLastCalledWith(venmo.webUrl);
    expect(APP_FALLBACK_MS).toBe(2500);
    expect(listeners.size).toBe(0);
  });

  it('does not fall back when the app took over and hid the page', () => {
    const { win, hide, listeners } = fakeBrowser();
    openOnMobile(venmo);
    hide();
    vi.advanceTimersByTime(10_000);
    expect(win.location.assign).toHaveBeenCalledExactlyOnceWith(venmo.appUrl);
    expect(listeners.size).toBe(0);
  });

  it('does not fall back once cancelled', () => {
    const { win } = fakeBrowser();
    const cancel = openOnMobile(venmo);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(win.location.assign).toHaveBeenCalledTimes(1);
  });
});

describe('copyTagAndConfirm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('copies the tag and says so, leaving the navigation to the link', async () => {
    const writeText = vi.fn(async () => {});
    const { win } = fakeBrowser({ clipboard: { writeText } });
    await copyTagAndConfirm(venmo);
    expect(writeText).toHaveBeenCalledExactlyOnceWith('@Example-Mission');
    expect(win.alert).toHaveBeenCalledExactlyOnceWith('Venmo tag @Example-Mission copied to clipboard.');
    expect(win.open).not.toHaveBeenCalled();
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it.each([
    ['is missing', undefined],
    ['refuses', { writeText: () => Promise.reject(new DOMException('Document is not focused.')) }],
  ])('names the tag to use when the clipboard %s', async (_, clipboard) => {
    const { win } = fakeBrowser({ clipboard });
    await copyTagAndConfirm({ name: 'CashApp', tag: '$ExampleMission' });
    expect(win.alert).toHaveBeenCalledExactlyOnceWith(
      'Could not copy to the clipboard. Send your support to the CashApp tag $ExampleMission.',
    );
  });
});

// The switch in front of everything that reaches into Next's private modules (lib/next/internals):
// on by default, off by NEXT_INTERNALS=off, and off with one warning for a Next version the
// internals were not tested with, so an upgrade degrades to Next's public path instead of failing.
import { describe, expect, it } from 'vitest';
import { decideInternals, installedNextVersion, TESTED_NEXT } from '@/lib/next/internals/switch';

describe('decideInternals', () => {
  it('turns the internals on for a tested Next version unless the switch says off', () => {
    expect(decideInternals('on', '16.4.6')).toEqual({ on: true });
    expect(decideInternals('on', '16.4.0')).toEqual({ on: true });
    expect(decideInternals('off', '16.4.6')).toEqual({ on: false });
  });

  it('turns them off with one warning for a Next version outside the tested range', () => {
    for (const version of ['16.5.0', '17.0.0', '16.3.9', '15.5.4', '16.4.7-canary.3', 'unknown']) {
      const decision = decideInternals('on', version);
      expect(decision.on, version).toBe(false);
      expect(decision.warning, version).toMatch(
        new RegExp(`Next\\.js ${version.replace(/\./g, '\\.')} .*${TESTED_NEXT}`),
      );
      expect(decision.warning!.split('\n')).toHaveLength(1);
    }
  });

  it('says nothing when the switch is off anyway', () => {
    expect(decideInternals('off', '17.0.0')).toEqual({ on: false });
  });
});

// Fails on a Next upgrade: re-test the internals against the new version (the page cache, the tag
// table, the response path: tests/unit/next/internals, the e2e public-page specs and bench figure
// 1), then widen TESTED_NEXT in lib/next/internals/switch.ts.
it('the installed Next version is one the internals were tested with', () => {
  const version = installedNextVersion();
  expect(decideInternals('on', version), `Next.js ${version} is outside ${TESTED_NEXT}`).toEqual({ on: true });
});

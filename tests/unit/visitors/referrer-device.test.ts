import { describe, expect, it } from 'vitest';
import { deviceClass } from '@/lib/visitors/device-class';
import { referrerDomain } from '@/lib/visitors/referrer';

describe('referrerDomain', () => {
  const own = ['mission.example', 'localhost'];
  it.each([
    ['https://www.Google.com/search?q=lawn+care', 'google.com'],
    ['http://news.example.com:8080/a/b#c', 'news.example.com'],
    ['duckduckgo.com', 'duckduckgo.com'],
    ['https://www.mission.example/about', null],
    ['http://localhost:3000/', null],
    ['android-app://com.google.android.gm/', null],
    ['javascript:alert(1)', null],
    ['https://[2001:db8::1]/', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (raw, domain) => {
    expect(referrerDomain(raw, own)).toBe(domain);
  });
});

describe('deviceClass', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36',
      'desktop',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
      'mobile',
    ],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/142.0 Mobile Safari/537.36', 'mobile'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1', 'tablet'],
    ['Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/142.0 Safari/537.36', 'tablet'],
  ])('%s -> %s', (userAgent, device) => {
    expect(deviceClass(userAgent)).toBe(device);
  });
});

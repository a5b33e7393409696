import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ImageHostsProvider, imageAllowed } from '@/app/(admin)/ai-portal/_components/markdown/image-hosts';
import { Markdown } from '@/app/(admin)/ai-portal/_components/markdown/markdown';

const render = (source: string, hosts: string[] = []) =>
  renderToStaticMarkup(createElement(ImageHostsProvider, { hosts }, createElement(Markdown, null, source)));

describe('images in chat replies (the admin CSP allows only this origin and CHAT_IMAGE_HOSTS)', () => {
  it('shows same-origin images', () => {
    expect(render('![chart](/images/chart.png)')).toContain('<img src="/images/chart.png" alt="chart"/>');
  });

  it('turns an image from any other host into a link, so nothing loads without a click', () => {
    for (const src of ['https://evil.example/x.png?secret=1', '//evil.example/x.png', 'http://evil.example/x.png']) {
      const html = render(`![leak](${src})`);
      expect(html, src).not.toContain('<img');
      expect(html, src).toContain(`href="${src}"`);
      expect(html, src).toContain('rel="noopener noreferrer nofollow"');
      expect(html, src).toContain('Image: leak');
    }
  });

  it('shows images from a listed host, and only over the listed scheme', () => {
    const hosts = ['https://images.example.com'];
    expect(render('![ok](https://images.example.com/a.png)', hosts)).toContain(
      '<img src="https://images.example.com/a.png"',
    );
    expect(render('![no](http://images.example.com/a.png)', hosts)).not.toContain('<img');
    expect(render('![no](https://images.example.com.evil.example/a.png)', hosts)).not.toContain('<img');
  });

  it('decides by origin', () => {
    expect(imageAllowed('/a.png', [])).toBe(true);
    expect(imageAllowed('a.png', [])).toBe(true);
    expect(imageAllowed('https://a.example/x', ['https://a.example'])).toBe(true);
    expect(imageAllowed('https://a.example:8443/x', ['https://a.example'])).toBe(false);
    expect(imageAllowed('//a.example/x', [])).toBe(false);
  });
});

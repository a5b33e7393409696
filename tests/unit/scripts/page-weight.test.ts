import { describe, expect, it } from 'vitest';
import { analyzePage, payloadOf } from '@/scripts/page-weight';

const push = (text: string) => `<script>self.__next_f.push(${JSON.stringify([1, text])})</script>`;

const html = [
  '<!DOCTYPE html><html><head><script>(self.__next_f=self.__next_f||[]).push([0])</script></head><body>',
  '<header class="h">nav</header><main><section aria-labelledby="a-title" class="x y">A</section>',
  '<section id="b">B</section></main><footer>f</footer>',
  push(
    '0:["$","main",null,{"children":[["$","section",null,{"aria-labelledby":"a-title","className":"x y"}],"$L5"]}]\n',
  ),
  push('5:["$","section",null,{"id":"b","children":"$L6"}]\n6:["$","li",null,{"className":"z"}]\n'),
  '</body></html>',
].join('');

describe('page-weight', () => {
  it('reads the payload text of a push script and nothing from other scripts', () => {
    expect(payloadOf(push('1:"x"\n'))).toBe('1:"x"\n');
    expect(payloadOf('<script>(self.__next_f=self.__next_f||[]).push([0])</script>')).toBeNull();
  });

  it('splits the markup and the payload by section, outlined rows counted where they are used', () => {
    const weight = analyzePage('/', html);
    expect(weight.total).toBe(html.length);
    expect(weight.markup + weight.payload + weight.otherInlineScripts).toBe(html.length);
    expect(weight.classBytes).toEqual({ markup: 'hx y'.length, payload: 'x yz'.length });
    const part = (label: string) => weight.parts.find((p) => p.label === label);
    expect(part('section#a-title')?.markup).toBeGreaterThan(0);
    expect(part('section#b')?.markup).toBe('<section id="b">B</section>'.length);
    // Row 6 (the li) is used inside section#b, so its bytes count there.
    expect(part('section#b')?.payload).toBeGreaterThan('["$","section",null,{"id":"b","children":"$L6"}]'.length);
    expect(part('footer')?.markup).toBe('<footer>f</footer></body></html>'.length);
  });
});

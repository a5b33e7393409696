import { describe, expect, it } from 'vitest';
import {
  blankLike,
  fieldId,
  getAt,
  isMultiline,
  multilineAt,
  newListItem,
  orderedKeys,
  pathKey,
  setAt,
} from '@/app/(admin)/admin/(workspace)/dashboard/_components/content-manager/content-paths';
import { getSectionDefaults } from '@/lib/content/registry';

describe('paths and ids', () => {
  it('keys a path like the server fieldErrors, with _ for the root', () => {
    expect(pathKey(['values', 2, 'title'])).toBe('values.2.title');
    expect(pathKey([])).toBe('_');
  });

  it('builds element ids without characters ids cannot hold', () => {
    expect(fieldId('s-1', ['items', 0, 'title'])).toBe('s-1-field-items-0-title');
    expect(fieldId('s', ['a b', 'c.d'])).toBe('s-field-a_b-c_d');
  });

  it("keeps a top-level field's id apart from the card's own ids (its heading is `${prefix}-title`)", () => {
    expect(fieldId('section-7', ['title'])).not.toBe('section-7-title');
    expect(fieldId('section-7', ['json'])).not.toBe('section-7-json');
  });
});

describe('getAt / setAt', () => {
  const content = { heading: 'H', items: [{ title: 'A', tags: ['x', 'y'] }] };

  it('reads nested values and answers undefined for missing paths', () => {
    expect(getAt(content, ['items', 0, 'tags', 1])).toBe('y');
    expect(getAt(content, ['items', 3, 'title'])).toBeUndefined();
    expect(getAt(content, ['heading', 0])).toBeUndefined();
    expect(getAt(content, ['toString'])).toBeUndefined();
    expect(getAt(content, [])).toBe(content);
  });

  it('writes a copy and leaves the original and untouched branches alone', () => {
    const next = setAt(content, ['items', 0, 'tags', 1], 'z') as typeof content;
    expect(next.items[0]?.tags).toEqual(['x', 'z']);
    expect(content.items[0]?.tags).toEqual(['x', 'y']);
    expect(next).not.toBe(content);
    expect(next.heading).toBe('H');

    const other = { a: { b: 1 }, c: { d: 2 } };
    const changed = setAt(other, ['a', 'b'], 3) as typeof other;
    expect(changed.c).toBe(other.c);
  });

  it('appends to lists, replaces the root and creates missing containers', () => {
    expect(setAt(['a'], [1], 'b')).toEqual(['a', 'b']);
    expect(setAt({ a: 1 }, [], 'whole')).toBe('whole');
    expect(setAt({}, ['list', 0, 'name'], 'n')).toEqual({ list: [{ name: 'n' }] });
  });
});

describe('multi-line decision', () => {
  it('uses a multi-line box for strings over 100 characters or with line breaks', () => {
    expect(isMultiline('x'.repeat(100))).toBe(false);
    expect(isMultiline('x'.repeat(101))).toBe(true);
    expect(isMultiline('two\nlines')).toBe(true);
    expect(isMultiline(true)).toBe(false);
  });

  it('decides from the loaded content, not from what is typed, and lets new items follow their siblings', () => {
    const loaded = { short: 'hi', long: 'x'.repeat(150), paragraphs: ['p'.repeat(120)] };
    expect(multilineAt([loaded], ['short'])).toBe(false);
    expect(multilineAt([loaded], ['long'])).toBe(true);
    expect(multilineAt([loaded], ['paragraphs', 3])).toBe(true);
    expect(multilineAt([{}, loaded], ['long'])).toBe(true);
    expect(multilineAt([{}], ['new_key'])).toBe(false);
  });
});

describe('new list items', () => {
  it('blanks every value but keeps the keys', () => {
    expect(blankLike({ name: 'A', highlight: true, tags: ['x'], nested: { n: 'b' } })).toEqual({
      name: '',
      highlight: false,
      tags: [],
      nested: { n: '' },
    });
  });

  it('takes the shape of the default first item, also for lists inside list items', () => {
    const defaults = getSectionDefaults('home', 'technology');
    expect(newListItem([defaults], ['categories'])).toEqual({ category: '', icon: '', description: '', items: [] });
    expect(newListItem([defaults], ['categories', 3, 'items'])).toEqual({ name: '', status: '', highlight: false });
    expect(newListItem([getSectionDefaults('home', 'hero')], ['mottos'])).toBe('');
  });

  it('falls back to later references and to an empty string', () => {
    const loaded = { items: [{ title: 'T', description: 'D' }] };
    expect(newListItem([{}, loaded], ['items'])).toEqual({ title: '', description: '' });
    expect(newListItem([{}], ['items'])).toBe('');
  });
});

describe('field order', () => {
  it('follows the defaults, then keeps keys the defaults lack, and skips keys the value lacks', () => {
    const stored = { tagline: 't', mottos: [], extra: 1, headline: 'h' };
    expect(orderedKeys(stored, getSectionDefaults('home', 'hero'))).toEqual(['mottos', 'headline', 'tagline', 'extra']);
    expect(orderedKeys({ b: 1, a: 2 }, undefined)).toEqual(['b', 'a']);
  });
});

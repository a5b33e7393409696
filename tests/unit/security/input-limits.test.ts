import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { chatRequestSchema } from '@/app/api/chat/schema';
import { saveSectionBody } from '@/app/api/content/[id]/schema';
import { createSessionBody, saveKeyBody, updateSessionBody } from '@/app/api/portal/schemas';
import { signInSchema, signUpSchema } from '@/lib/auth/schemas';
import { listDefaultSections, parseSection } from '@/lib/content/registry';

// Longer than every text limit (the longest is a chat message, 8000 characters).
const HUGE = 'a'.repeat(10_000);
// Text says it is too long; a format or a fixed choice says what it must be.
const TOO_LONG = /too long|must look like|must be|must be one of|invalid option: expected one of/i;

type Path = (string | number)[];
function stringLeaves(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) =>
      stringLeaves(child, [...path, Array.isArray(value) ? Number(key) : key]),
    );
  return [];
}
function withLeaf(value: unknown, path: Path, leaf: string): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  const parent = path.slice(0, -1).reduce((node, key) => node[key] as Record<string | number, unknown>, copy);
  parent[path.at(-1)!] = leaf;
  return copy;
}

describe('every admin-editable text field has a size limit with a clear message', () => {
  const fields = listDefaultSections().flatMap((row) =>
    stringLeaves(row.content).map(
      (path) => [`${row.page_name}/${row.section_name}.${path.join('.')}`, row, path] as const,
    ),
  );

  it.each(fields)('%s', (_, row, path) => {
    const result = parseSection(row.page_name, row.section_name, withLeaf(row.content, path, HUGE));
    expect(result.ok).toBe(false);
    const issue = !result.ok && result.error.issues.find((i) => i.path === path.join('.'));
    expect(issue, JSON.stringify(!result.ok && result.error.issues)).toBeTruthy();
    expect((issue as { message: string }).message).toMatch(TOO_LONG);
  });
});

const bodies: [string, z.ZodType, Record<string, unknown>][] = [
  ['chat', chatRequestSchema, { sessionId: 's', message: 'hi', provider: 'openai', model: 'gpt-4o' }],
  ['create session', createSessionBody, { provider: 'openai', model: 'gpt-4o', title: 't' }],
  ['update session', updateSessionBody, { model: 'gpt-4o', title: 't' }],
  [
    'save key',
    saveKeyBody,
    { provider: 'openai-compatible', apiKey: 'local-key-123', baseUrl: 'https://x.example/v1' },
  ],
  ['save section', saveSectionBody, { content: {}, expectedUpdatedAt: '2026-01-01T00:00:00.000Z' }],
  ['sign in', signInSchema, { email: 'a@example.com', password: 'secret-pass' }],
  ['sign up', signUpSchema, { email: 'a@example.com', password: 'secret-pass' }],
];

describe('every text field of a request body has a size limit with a clear message', () => {
  const fields = bodies.flatMap(([name, schema, sample]) =>
    Object.entries(sample)
      .filter(([, value]) => typeof value === 'string')
      .map(([key]) => [`${name}: ${key}`, schema, sample, key] as const),
  );

  it.each(fields)('%s', (_, schema, sample, key) => {
    expect(schema.safeParse(sample).success).toBe(true);
    const value = key === 'baseUrl' ? `https://x.example/${HUGE}` : key === 'email' ? `${HUGE}@example.com` : HUGE;
    const result = schema.safeParse({ ...sample, [key]: value });
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => i.path[0] === key);
    expect(issue?.message, JSON.stringify(result.error!.issues)).toMatch(TOO_LONG);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL_REFUSED, userEndpointFetch } from '@/lib/net/user-endpoint';
import { startCountingListener, type CountingListener } from '../../support/counting-listener';

// The fetch itself, without the check made before it at save and chat time: what stops a name
// that resolved to a public address then and to this machine now (DNS rebinding).
let forbidden: CountingListener;
let allowed: CountingListener;

beforeAll(async () => {
  forbidden = await startCountingListener('127.0.0.1');
  allowed = await startCountingListener('127.0.0.1');
  process.env.LOCAL_PROVIDER_ENDPOINTS = allowed.origin;
});
afterAll(async () => {
  await Promise.all([forbidden.close(), allowed.close()]);
});

describe('userEndpointFetch', () => {
  it('refuses, on connecting, a name that resolves to loopback, and an IP literal, before any connection', async () => {
    for (const url of [
      `http://localhost:${forbidden.port}/v1/models`,
      `http://127.0.0.1:${forbidden.port}/v1/models`,
      `http://[::ffff:127.0.0.1]:${forbidden.port}/v1/models`,
    ])
      await expect(userEndpointFetch(url, { method: 'GET' }), url).rejects.toThrow(BASE_URL_REFUSED);
    expect(forbidden.connections).toBe(0);
  });

  it('reaches an origin the operator allowed, and only that exact origin', async () => {
    const response = await userEndpointFetch(`${allowed.origin}/v1/models`, { headers: { authorization: 'Bearer k' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ object: 'list', data: [] });
    expect(allowed.requests).toEqual([{ method: 'GET', url: '/v1/models', authorization: 'Bearer k' }]);
    await expect(userEndpointFetch(`http://localhost:${allowed.port}/v1/models`)).rejects.toThrow(BASE_URL_REFUSED);
    expect(allowed.requests).toHaveLength(1);
  });
});

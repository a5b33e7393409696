/**
 * The client's address for rate limiting. Next fills x-forwarded-for from the socket when
 * a request arrives without one; behind a hosting proxy (Vercel, a load balancer) the proxy
 * sets it. A server exposed directly could be sent a forged header, so run it behind one.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || headers.get('x-real-ip') || 'unknown';
}

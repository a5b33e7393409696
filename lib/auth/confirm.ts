import 'server-only';
import type { EmailOtpType } from '@supabase/supabase-js';
import { NextRequest, NextResponse } from 'next/server';
import { safeNextPath } from '@/lib/safe-redirect';
import { supabaseForRequest, type SupabaseConfig } from './supabase-client';
import { isOutage } from './supabase-errors';
import type { CookieJar, CookieOptions } from './types';

const OTP_TYPES = new Set<string>(['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email']);
export const LOGIN_NOTICES = {
  'confirm-failed': 'This confirmation link is invalid or has expired. Sign in, or register again for a new link.',
  'auth-unreachable': 'Cannot reach the authentication service (Supabase). Try the link again shortly.',
  'confirm-unsupported': 'E-mail confirmation only exists in Supabase mode. Sign in with your password.',
  'sign-in-expired': 'Your sign-in expired or was already completed. Sign in again.',
} as const;
export type LoginNotice = keyof typeof LOGIN_NOTICES;

/** Where to go after confirming: a path on this site only (see safeNextPath). */
export function confirmNextPath(value: string | null): string {
  return safeNextPath(value);
}

const loginWith = (notice: LoginNotice, base: string) => {
  const url = new URL('/admin/login', base);
  url.searchParams.set('notice', notice);
  return NextResponse.redirect(url, 303);
};

/**
 * The link in the confirmation e-mail: /auth/confirm?token_hash=…&type=email&next=/path.
 * verifyOtp() confirms the address and starts a session, written as cookies on the
 * redirect. `config` is null in embedded mode, which sends no e-mails.
 */
export async function handleConfirm(request: Request, config: SupabaseConfig | null): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const base = config?.siteUrl ?? request.url;
  if (!config) return loginWith('confirm-unsupported', base);
  const tokenHash = params.get('token_hash');
  const type = params.get('type');
  if (!tokenHash || !type || !OTP_TYPES.has(type)) return loginWith('confirm-failed', base);

  const incoming = new NextRequest(request.url, { headers: request.headers }).cookies;
  const written: { name: string; value: string; options: CookieOptions }[] = [];
  const jar: CookieJar = {
    get: (name) => incoming.get(name)?.value,
    getAll: () => incoming.getAll().map(({ name, value }) => ({ name, value })),
    set: (name, value, options) => written.push({ name, value, options }),
    delete: (name) => written.push({ name, value: '', options: { path: '/', maxAge: 0 } }),
  };
  const { error } = await supabaseForRequest(config, jar).auth.verifyOtp({
    token_hash: tokenHash,
    type: type as EmailOtpType,
  });
  if (error) {
    if (!isOutage(error)) console.warn('E-mail confirmation refused:', error.message);
    return loginWith(isOutage(error) ? 'auth-unreachable' : 'confirm-failed', base);
  }
  const response = NextResponse.redirect(new URL(confirmNextPath(params.get('next')), base), 303);
  for (const { name, value, options } of written) response.cookies.set(name, value, options);
  return response;
}

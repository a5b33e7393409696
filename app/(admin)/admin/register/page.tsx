import type { Metadata } from 'next';
import { connection } from 'next/server';
import { RegisterForm } from './register-form';

export const metadata: Metadata = { title: 'Admin Registration', robots: { index: false } };

export default async function RegisterPage() {
  // Rendered per request: the admin area's CSP nonce (proxy.ts) exists only at request time, and
  // a page built ahead of time would carry scripts without it, which the browser then blocks.
  await connection();
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center p-6">
      <section className="w-full max-w-sm space-y-6 rounded-xl border bg-card p-6 shadow-lg">
        <h1 className="text-center font-mono text-xl font-bold tracking-widest">CREATE ADMIN ACCOUNT</h1>
        <RegisterForm />
      </section>
    </main>
  );
}

import type { ReactNode } from 'react';

export const metadata = { title: 'Hello', description: 'The framework ceiling: the smallest page Next serves.' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}

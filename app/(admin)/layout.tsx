import { Toaster } from '@/components/ui/sonner';

// Toasts are an admin-area feature; keeping the Toaster here keeps its script off the public pages.
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <Toaster theme="dark" />
    </>
  );
}

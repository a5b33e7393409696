import { Toaster } from '@/components/ui/sonner';
import './admin.css';

// Toasts are an admin-area feature; keeping the Toaster here keeps its script off the public pages.
// Top centre, not sonner's bottom right: there the toasts covered the portal's Send button, the
// control a user needs right after a failed message. At the top they cover only headings.
// richColors gives errors and successes their own colours (set from the theme in globals.css).
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <Toaster theme="dark" position="top-center" richColors />
    </>
  );
}

import { Toaster } from '@/components/ui/sonner';
import './admin.css';

// Toasts are an admin-area feature; keeping the Toaster here keeps its script off the public pages.
// Not sonner's bottom right: there they covered the portal's Send button and the file chips, what
// a user needs right after a refused message; nor the top centre: there they covered the portal's
// Chat / Settings / Usage tabs (on a phone the whole row), where a key or model is fixed. Below
// the headers and the portal's toolbars, they cover the upper part of the content (the older
// messages of a chat). richColors gives errors and successes their own colours (globals.css).
const BELOW_TOOLBARS = { top: 200, right: 24 };
const BELOW_TOOLBARS_PHONE = { top: 236, left: 16, right: 16 };

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <Toaster
        theme="dark"
        position="top-right"
        offset={BELOW_TOOLBARS}
        mobileOffset={BELOW_TOOLBARS_PHONE}
        richColors
      />
    </>
  );
}

import { assertSameOrigin } from '@/lib/http/request';
import { userRoute } from '@/lib/auth/user-route';
import { listInquiries } from '@/lib/inquiries/admin';
import { inquiriesCsv } from '@/lib/inquiries/csv';

/**
 * Every inquiry as a CSV download (admins only). It hands over visitors' contact details, so like
 * the backup it confirms the session and refuses a request another site started.
 */
export const GET = userRoute(
  async ({ request, user }) => {
    assertSameOrigin(request);
    const csv = inquiriesCsv(await listInquiries(user));
    const day = new Date().toISOString().slice(0, 10);
    return new Response(`\uFEFF${csv}`, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="inquiries-${day}.csv"`,
        'cache-control': 'no-store',
      },
    });
  },
  { admin: true, confirmSession: true },
);

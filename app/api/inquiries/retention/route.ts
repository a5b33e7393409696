import { userRoute } from '@/lib/auth/user-route';
import { readJson } from '@/lib/http/request';
import { purgeInquiries } from '@/lib/inquiries/purge';
import { retentionChange, setInquiryRetention } from '@/lib/inquiries/retention';
import type { RetentionAnswer } from './schema';

/**
 * The owner's retention: inquiries older than `months` months are deleted (null: off). The
 * database lets only the owner change it. The first deletion runs at once, not hours later.
 */
export const PUT = userRoute(
  async ({ request, user }) => {
    const { months } = await readJson(request, retentionChange, 1024);
    await setInquiryRetention(user, months);
    if (months !== null) await purgeInquiries();
    return Response.json({ ok: true, months } satisfies RetentionAnswer);
  },
  { admin: true },
);

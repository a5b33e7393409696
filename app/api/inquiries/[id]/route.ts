import { z } from 'zod';
import { deleteInquiry, setInquiryStatus, statusChange } from '@/lib/inquiries/admin';
import { readJson } from '@/lib/http/request';
import { userRoute } from '@/lib/auth/user-route';
import type { InquiryChangeAnswer } from './schema';
import { parseOrThrow } from '@/lib/validation';

const inquiryId = z.uuid({ error: 'Unknown inquiry.' });

/** Re-files an inquiry (Replied, Archived, Spam, Not spam: new); admins only, as the table's policies say too. */
export const PATCH = userRoute<{ id: string }>(
  async ({ request, user, params }) => {
    const id = parseOrThrow(inquiryId, params.id);
    const { status } = await readJson(request, statusChange, 1024);
    await setInquiryStatus(user, id, status);
    return Response.json({ ok: true } satisfies InquiryChangeAnswer);
  },
  { admin: true },
);

export const DELETE = userRoute<{ id: string }>(
  async ({ user, params }) => {
    await deleteInquiry(user, parseOrThrow(inquiryId, params.id));
    return Response.json({ ok: true } satisfies InquiryChangeAnswer);
  },
  { admin: true },
);

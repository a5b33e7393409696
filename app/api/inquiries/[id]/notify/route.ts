import { z } from 'zod';
import { AppError } from '@/lib/errors';
import { userRoute } from '@/lib/auth/user-route';
import type { NotifyAnswer } from '../schema';
import { UNCAPPED_ATTEMPTS, notificationsConfigured, sendOwedNotifications } from '@/lib/inquiries/notify';
import { parseOrThrow } from '@/lib/validation';

/** The admin's Retry on an inquiry whose e-mail did not go: tries it now, however often it failed before. */
export const POST = userRoute<{ id: string }>(
  async ({ params }) => {
    const id = parseOrThrow(z.uuid({ error: 'Unknown inquiry.' }), params.id);
    if (!(await notificationsConfigured()))
      throw new AppError('invalid_input', 'No mail server is set up: set one up on the E-mail page.');
    const { sent, failed } = await sendOwedNotifications({ id, maxAttempts: UNCAPPED_ATTEMPTS });
    if (failed)
      throw new AppError(
        'unavailable',
        'The notification could not be sent: the mail server refused it or is unreachable.',
      );
    return Response.json({ sent } satisfies NotifyAnswer);
  },
  { admin: true },
);

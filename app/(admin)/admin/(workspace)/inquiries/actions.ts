'use server';

import { argsOf, textInput, validatedAction } from '@/lib/actions/validated-action';
import { sendInquiryReply } from '@/lib/inquiries/reply';

/** Send from an inquiry's thread: the admin check and the limits are in lib/inquiries/reply. */
export const sendInquiryReplyAction = validatedAction(
  { input: argsOf({ id: textInput, body: textInput }), gate: 'user', fallback: 'The reply could not be sent' },
  (fields, user) => sendInquiryReply(user, fields),
);

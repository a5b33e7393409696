'use server';

import { argsOf, textInput, validatedAction } from '@/lib/actions/validated-action';
import { removeMailSettings, saveMailSettings } from '@/lib/mail/settings';
import { sendTestMail } from '@/lib/mail/test-mail';

// The owner check is in lib/mail (every admin passes the gate; any other gets "not found" there).

export const saveMailSettingsAction = validatedAction(
  {
    input: argsOf({
      host: textInput,
      port: textInput,
      security: textInput,
      username: textInput,
      password: textInput,
      passwordChoice: textInput,
      sender: textInput,
      notifyTo: textInput,
    }),
    gate: 'user',
    fallback: 'The e-mail settings could not be saved',
  },
  (fields, user) => saveMailSettings(user, fields),
);

export const removeMailSettingsAction = validatedAction(
  { input: argsOf({}), gate: 'user', fallback: 'The e-mail settings could not be removed' },
  async (_fields, user) => removeMailSettings(user),
);

export const sendTestMailAction = validatedAction(
  { input: argsOf({}), gate: 'user', fallback: 'The test e-mail could not be sent' },
  (_fields, user) => sendTestMail(user),
);

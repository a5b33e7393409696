import { z } from 'zod';

/** How the saved password is treated on save: kept (re-sealed if the server changed), replaced, or removed. */
export type PasswordChoice = 'keep' | 'replace' | 'remove';

const optionalEmail = (message: string) =>
  z
    .string()
    .trim()
    .transform((value) => value || null)
    .pipe(z.email({ error: message }).max(254).nullable());

/** The E-mail page's form, checked on the server (the page sends strings). */
export const mailSettingsInput = z.object({
  host: z
    .string()
    .trim()
    .min(1, { error: "Enter the mail server's name, like smtp.example.com." })
    .max(253, { error: 'That server name is too long.' })
    .regex(/^[A-Za-z0-9.-]+$|^\[?[0-9A-Fa-f:.]+\]?$/, {
      error: "Enter only the mail server's name or address (like smtp.example.com or 192.168.1.10), without spaces.",
    }),
  port: z.coerce
    .number({ error: 'The port is a number, like 587.' })
    .int({ error: 'The port is a whole number, like 587.' })
    .min(1, { error: 'The port is a number from 1 to 65535.' })
    .max(65535, { error: 'The port is a number from 1 to 65535.' }),
  security: z.enum(['none', 'starttls', 'tls'], { error: 'Choose how the connection is secured.' }),
  username: z
    .string()
    .trim()
    .max(254, { error: 'That user name is too long.' })
    .transform((value) => value || null),
  password: z.string().max(1000, { error: 'That password is too long.' }),
  passwordChoice: z.enum(['keep', 'replace', 'remove']).default('keep'),
  sender: z
    .string()
    .trim()
    .pipe(z.email({ error: "Enter the address the site's mail comes from, like site@example.com." }).max(254)),
  notifyTo: optionalEmail('Enter the address that gets the notifications, like you@example.com, or leave it empty.'),
});

import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckField } from '@/components/forms/check-field';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { Field } from '@/components/forms/field';
import { FormError } from '@/components/forms/form-error';
import { Input } from '@/components/ui/input';

// The admin area's one form kit (components/forms): a field with its label, hint and error wired
// for screen readers, the red box for a refused request, and a confirmation around any trigger.
const root = path.resolve(import.meta.dirname, '../../..');
const render = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element);

/** A Field around an Input, as the admin forms write it. */
type FieldProps = Parameters<typeof Field>[0];
const field = (props: Omit<FieldProps, 'children'>, input: Parameters<typeof Input>[0] = {}) =>
  // The control is passed as createElement's children argument, which the props type cannot see.
  render(createElement(Field, props as FieldProps, createElement(Input, input)));

describe('Field', () => {
  it('labels its control and points it at the hint', () => {
    const html = field(
      { id: 'new-password', label: 'New Password', hint: 'Minimum 8 characters' },
      { name: 'newPassword', type: 'password' },
    );
    expect(html).toMatch(/<label[^>]*for="new-password"[^>]*>New Password<\/label>/);
    expect(html).toMatch(/<input[^>]*id="new-password"/);
    expect(html).toMatch(/<input[^>]*aria-describedby="new-password-hint"/);
    expect(html).toMatch(/<p[^>]*id="new-password-hint"[^>]*>Minimum 8 characters<\/p>/);
    expect(html).not.toContain('aria-invalid="');
  });

  it('marks its control invalid and names the error as well as the hint', () => {
    const html = field({ id: 'code', label: 'Code', hint: 'Six digits', error: 'That code is not right.' });
    expect(html).toMatch(/<input[^>]*aria-describedby="code-hint code-error"/);
    expect(html).toMatch(/<input[^>]*aria-invalid="true"/);
    expect(html).toMatch(/<p[^>]*id="code-error"[^>]*>That code is not right.<\/p>/);
  });

  it('keeps what the control sets itself', () => {
    const html = field({ id: 'email', label: 'Email' }, { name: 'email', required: true });
    expect(html).toMatch(/<input[^>]*required=""/);
    expect(html).toMatch(/<input[^>]*id="email"/);
    expect(html).not.toContain('aria-describedby');
    const own = field({ id: 'budget', label: 'Budget' }, { 'aria-describedby': 'budget-rule' });
    expect(own).toMatch(/<input[^>]*aria-describedby="budget-rule"/);
  });

  it('gives a control without an id one, and can keep its label for screen readers only', () => {
    const html = field({ label: 'Edit message', hideLabel: true });
    const id = /<input[^>]*id="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`for="${id}"`);
    expect(html).toMatch(/<label[^>]*class="[^"]*sr-only[^"]*"[^>]*>Edit message<\/label>/);
  });
});

/** A CheckField around a checkbox, as the forms write it. */
type CheckFieldProps = Parameters<typeof CheckField>[0];
const checkField = (props: Omit<CheckFieldProps, 'children'>) =>
  render(createElement(CheckField, props as CheckFieldProps, createElement('input', { type: 'checkbox' })));

describe('CheckField', () => {
  it('puts the label beside its box, pointing at it, and the box at its hint', () => {
    const html = checkField({
      id: 'budget-stop',
      label: 'Stop at the budget',
      hint: 'Sending is refused once it is spent.',
    });
    expect(html).toMatch(/<input type="checkbox" id="budget-stop" aria-describedby="budget-stop-hint"\/>/);
    expect(html).toMatch(/<label[^>]*for="budget-stop"[^>]*>Stop at the budget<\/label>/);
    expect(html).toMatch(/<p[^>]*id="budget-stop-hint"[^>]*>Sending is refused once it is spent.<\/p>/);
  });

  it('gives a box without an id one', () => {
    const html = checkField({ label: 'Verify' });
    const id = /<input[^>]*id="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`for="${id}"`);
    expect(html).not.toContain('aria-describedby');
  });
});

describe('FormError', () => {
  it('shows a message as an alert, and nothing without one', () => {
    expect(render(createElement(FormError, { message: 'Wrong password.' }))).toMatch(
      /^<div role="alert" tabindex="-1" class="[^"]*">Wrong password.<\/div>$/,
    );
    expect(render(createElement(FormError, { message: null }))).toBe('');
    expect(render(createElement(FormError, { message: '' }))).toBe('');
  });

  it('can be named by a field, and be a note the page opens with', () => {
    expect(render(createElement(FormError, { id: 'restore-error', message: 'Wrong password.' }))).toMatch(
      /^<div id="restore-error" role="alert"/,
    );
    expect(render(createElement(FormError, { role: 'status', message: 'The restore did not start.' }))).toMatch(
      /^<div role="status"/,
    );
  });
});

describe('ConfirmDialog', () => {
  it('renders the trigger it is given, closed', () => {
    const html = render(
      createElement(ConfirmDialog, {
        trigger: createElement('button', { type: 'button', 'aria-label': 'Remove ann@example.com' }, 'Remove'),
        title: 'Remove this admin?',
        description: 'They can no longer sign in.',
        confirm: 'Remove',
        onConfirm: () => {},
      }),
    );
    expect(html).toMatch(
      /<button[^>]*aria-label="Remove ann@example.com"[^>]*aria-haspopup="dialog"[^>]*>Remove<\/button>/,
    );
    expect(html).not.toContain('Remove this admin?');
  });
});

/** Every .ts/.tsx file under `folder`, relative to the repository. */
function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(folder, file));
}
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('the admin area uses the kit', () => {
  const admin = filesUnder('app/(admin)');

  it('writes the red alert box in one place', () => {
    expect(admin.filter((file) => read(file).includes('bg-red-500/10'))).toEqual([]);
  });

  it('labels a text field through Field, not a Label and an Input of its own', () => {
    const labelThenControl = /<Label htmlFor=[^>]*>[^<]*<\/Label>\s*<(Input|Textarea)\b/;
    expect(admin.filter((file) => labelThenControl.test(read(file)))).toEqual([]);
  });

  it('asks for confirmation through ConfirmDialog', () => {
    expect(admin.filter((file) => read(file).includes("from '@/components/ui/alert-dialog'"))).toEqual([]);
  });
});

/**
 * Where a file may still write its own label or red box, and why. Everything else labels a control
 * through Field or CheckField and shows a refusal through FormError.
 */
const OWN_LABELS: Record<string, string> = {
  // The public contact form has its own field (the site's look; labels above, larger text).
  'app/(site)/contact/_components/field.tsx': 'the contact form field',
  // Each topic is a card that is itself the label of its radio button.
  'components/site/sections/contact/topic-choice.tsx': 'topic cards',
  // The honeypot field only bots fill in; it is hidden from people.
  'app/(site)/contact/_components/contact-form.tsx': 'the honeypot',
};
const OWN_RED_BOXES: Record<string, string> = {
  // Whole-page cards (the app crashed, the data backend is down), not a box above a form.
  'app/_components/error-fallback.tsx': 'the error page',
  'app/(admin)/_components/backend-unavailable.tsx': 'the backend-unavailable page',
  // A failed reply kept in the conversation (issue #41.5): a message of the thread, not a refused form.
  'app/(admin)/ai-portal/_components/chat/reply-error.tsx': "a failed reply's note in the chat",
};

describe('every screen uses the kit', () => {
  const screens = [...filesUnder('app'), ...filesUnder('components')].filter(
    (file) => !file.startsWith(path.join('components', 'ui')) && !file.startsWith(path.join('components', 'forms')),
  );

  it('labels a control through Field or CheckField, not a Label or label of its own', () => {
    const ownLabel = /<(Label|label)\b/;
    const found = screens.filter((file) => ownLabel.test(read(file)) && !(file in OWN_LABELS));
    expect(found).toEqual([]);
    for (const file of Object.keys(OWN_LABELS)) expect(screens, file).toContain(file);
  });

  it('shows a refusal in FormError, not a red box of its own', () => {
    // A box's border, not a field's invalid outline (`aria-[invalid=true]:border-destructive`).
    const ownBox = /(?<![:\w-])(border-destructive\b|bg-destructive\/\d+)/;
    const found = screens.filter((file) => ownBox.test(read(file)) && !(file in OWN_RED_BOXES));
    expect(found).toEqual([]);
    for (const file of Object.keys(OWN_RED_BOXES)) expect(screens, file).toContain(file);
  });
});

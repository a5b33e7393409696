import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
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

describe('FormError', () => {
  it('shows a message as an alert, and nothing without one', () => {
    expect(render(createElement(FormError, { message: 'Wrong password.' }))).toMatch(
      /^<div role="alert" class="[^"]*">Wrong password.<\/div>$/,
    );
    expect(render(createElement(FormError, { message: null }))).toBe('');
    expect(render(createElement(FormError, { message: '' }))).toBe('');
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

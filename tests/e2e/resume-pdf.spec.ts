import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '../support/pdf-text';
import { reuseSignIn, testAdmins } from './support/accounts';
import { withContentRestored } from './support/content-sections';

const admin = testAdmins.editor;
const OWN_PDF = Buffer.from("%PDF-1.4\n% The owner's own resume, uploaded in the dashboard\n%%EOF\n");

/** `/resume.pdf` fetched through the page, as the DOWNLOAD RESUME button does. */
async function fetchResume(page: Page) {
  const response = await page.request.get('/resume.pdf');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  return response.body();
}

async function upload(page: Page, name: string, bytes: Buffer, mimeType = 'application/pdf') {
  const card = page.getByTestId('resume-card');
  await card.getByLabel('Resume PDF (at most 5 MB)').setInputFiles({ name, mimeType, buffer: bytes });
  await card.getByRole('button', { name: 'UPLOAD PDF' }).click();
  return card;
}

test('/resume.pdf follows a saved portfolio edit; an uploaded PDF replaces it until removed', async ({ page }) => {
  await reuseSignIn(page, admin);
  await withContentRestored(page.request, async () => {
    const title = `Chief Lawn Strategist ${Date.now()}`;
    expect(await pdfText(await fetchResume(page))).not.toContain(title);

    await page.getByRole('tab', { name: 'Portfolio', exact: true }).click();
    const experience = page
      .getByRole('tabpanel', { name: 'Portfolio' })
      .getByRole('region', { name: 'Experience', exact: true });
    await experience.getByRole('group', { name: 'Job 1' }).getByLabel('Job title', { exact: true }).fill(title);
    await experience.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Content updated successfully')).toBeVisible();
    const generated = await fetchResume(page);
    expect(await pdfText(generated)).toContain(title);

    await page.goto('/admin/images');
    const card = await upload(page, 'my-resume.pdf', OWN_PDF);
    await expect(card.getByTestId('resume-status')).toContainText('Serving your uploaded PDF');
    expect((await fetchResume(page)).equals(OWN_PDF)).toBe(true);

    // A renamed executable is refused with a clear message; the uploaded PDF stays.
    await upload(page, 'resume.pdf', Buffer.from('MZ\x90\x00 This program cannot be run in DOS mode.'));
    await expect(card.getByRole('alert')).toHaveText('This file is not a PDF. Choose a PDF file (at most 5 MB).');
    expect((await fetchResume(page)).equals(OWN_PDF)).toBe(true);

    await card.getByRole('button', { name: 'Remove uploaded resume' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove PDF' }).click();
    await expect(card.getByTestId('resume-status')).toContainText('generated from the portfolio');
    const again = await fetchResume(page);
    expect(again.equals(OWN_PDF)).toBe(false);
    expect(await pdfText(again)).toContain(title);
  });
  // Content restored: the resume follows back to the default copy.
  expect(await pdfText(await fetchResume(page))).not.toContain('Chief Lawn Strategist');
});

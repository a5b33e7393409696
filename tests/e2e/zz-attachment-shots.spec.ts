// Temporary: screenshots of the composer with chips and a sent message with files (not committed).
import { expect, test } from '@playwright/test';
import { testAdmins } from './support/accounts';
import { addKey, assistantBubbles, composer, fake, newSession, openEmptyPortal, openTab } from './support/portal';

for (const [label, size] of [
  ['wide', { width: 1366, height: 900 }],
  ['narrow', { width: 390, height: 844 }],
] as const) {
  test(`shots ${label}`, async ({ page }) => {
    await fake.reset();
    await page.setViewportSize(size);
    await openEmptyPortal(page, testAdmins.portal);
    await addKey(page, { apiKey: 'sk-shots-key-0001' });
    await openTab(page, 'Chat');
    await newSession(page);
    await page.getByTestId('attach-input').setInputFiles([
      { name: 'quarterly-report-with-a-rather-long-name.txt', mimeType: 'text/plain', buffer: Buffer.from('x'.repeat(3000)) },
      { name: 'notes.md', mimeType: 'text/markdown', buffer: Buffer.from('# hi') },
    ]);
    await composer(page).fill('What do these say?');
    await page.screenshot({ path: `/tmp/shots/${label}-chips.png` });
    await page.getByTestId('attach-input').setInputFiles(
      Array.from({ length: 9 }, (_, i) => ({ name: `f${i}.txt`, mimeType: 'text/plain', buffer: Buffer.from('x') })),
    );
    await page.screenshot({ path: `/tmp/shots/${label}-problem.png` });
    await fake.setReply('Here is what they say.');
    await composer(page).press('Enter');
    await expect(assistantBubbles(page).last()).toContainText('Here is what they say.');
    await page.screenshot({ path: `/tmp/shots/${label}-sent.png` });
  });
}

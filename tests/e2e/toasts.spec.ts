import { expect, test } from '@playwright/test';
import { testAdmins } from './support/accounts';
import { composer, newSession, openEmptyPortal, send } from './support/portal';
import { overlaps, toast } from './support/toasts';

// Issue #16: no toast covers the control the user needs next (in the portal: the Send button at
// the bottom right). The toasts' colours, shown by a content save: toast-colours.spec.ts.
const admin = testAdmins.forms;

for (const viewport of [
  { name: 'desktop', width: 1280, height: 720 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`in the portal an error toast leaves the Send button visible and clickable (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openEmptyPortal(page, admin);
    await newSession(page);
    // No key saved: the chat fails with an error toast, and the user's next step is to send again.
    await send(page, 'Is anybody there?');
    const shown = toast(page, 'error');
    await expect(shown).toContainText('No API key found for openai');
    await composer(page).fill('Trying again');
    const sendButton = page.getByRole('button', { name: 'Send' });
    await expect(sendButton).toBeEnabled();
    await page.waitForTimeout(500); // the toast's slide-in animation

    await expect(shown).toBeVisible();
    const toastBox = (await shown.boundingBox())!;
    const buttonBox = (await sendButton.boundingBox())!;
    expect(
      overlaps(toastBox, buttonBox),
      `toast ${JSON.stringify(toastBox)} vs Send ${JSON.stringify(buttonBox)}`,
    ).toBe(false);
    await sendButton.click({ trial: true, timeout: 2000 });
    const onTop = await sendButton.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && button.contains(hit);
    });
    expect(onTop).toBe(true);
    await expect(shown).toBeVisible();
  });
}

// The XSS corpus through chat replies and messages (admin-editable page texts: xss.spec.ts).
import { expect, test } from '@playwright/test';
import { xssPayloads } from '../support/xss-payloads';
import { testAdmins } from './support/accounts';
import {
  addKey,
  assistantBubbles,
  fake,
  messages,
  newSession,
  openEmptyPortal,
  openTab,
  send,
  sessionList,
} from './support/portal';
import { expectNothingRan, watchDialogs } from './support/xss-check';

const END = 'END-OF-CORPUS';

test('no payload in a chat reply or message runs or clobbers, live or reloaded', async ({ page }) => {
  test.setTimeout(120_000);
  await fake.reset();
  const dialogs = watchDialogs(page);
  await openEmptyPortal(page, testAdmins.portal);
  await addKey(page, { apiKey: 'sk-xss-corpus-key-0101' });
  await openTab(page, 'Chat');
  await newSession(page);
  await fake.setReply(`${xssPayloads.join('\n\n')}\n\n${END}`);
  await send(page, xssPayloads.slice(0, 40).join('\n'));
  await expect(assistantBubbles(page)).toHaveCount(1);
  await expect(assistantBubbles(page).last()).toContainText(END, { timeout: 30_000 });
  // The portal's own forms are expected; what the corpus reached is the message log and the session list.
  const reached = '[role="log"] *, [aria-label="Sessions"] *';
  await expectNothingRan(page, reached);
  await page.reload();
  await sessionList(page).getByRole('listitem').first().getByRole('button').first().click();
  await expect(assistantBubbles(page)).toHaveCount(1);
  await expect(messages(page)).toContainText(END);
  await expectNothingRan(page, reached);
  expect(dialogs).toEqual([]);
});

import { expect, test } from './fixtures';
import { expectAccessible } from './a11y';
import { DEMO2, isMobile, signIn } from './helpers';

// demo2 is seeded with a pending verification hash; the link works once, so the desktop run
// confirms it and the mobile run follows a stale link.
test('e-mail verification link: confirmed once, a stale link shows "Ошибка!"', async ({
  page,
  request,
}, info) => {
  await signIn(page, request, DEMO2);
  if (!isMobile(info)) {
    await page.goto('/email_verification/demo2-verify-hash');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('E-mail подтвержден!');
    await expect(dialog).toContainText('Твой e-mail успешно подтвержден');
    await expectAccessible(page, 'e-mail подтвержден');
  } else {
    await page.goto('/email_verification/this-link-is-stale');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Ошибка!');
    await expect(dialog).toContainText('Ссылка для подтверждения недействительна или устарела.');
    await expectAccessible(page, 'e-mail: ссылка устарела');
  }
});

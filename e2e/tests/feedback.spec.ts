import { expect, test } from './fixtures';
import { DEMO, isMobile, signIn } from './helpers';
import { expectAccessible } from './a11y';

test('feedback: validation, prefilled name and e-mail, sent', async ({ page, request }, info) => {
  await signIn(page, request);
  const mobile = isMobile(info);
  if (mobile) {
    await page.goto('/feedback/');
  } else {
    // On desktop feedback opens as a modal over the current page.
    await page.goto('/faq/');
    await expect(page.getByRole('heading', { name: 'FAQ' })).toBeVisible();
    await page.getByRole('button', { name: 'Меню профиля' }).click();
    await page.getByRole('menu').getByText('Обратная связь', { exact: true }).click();
  }
  const form = mobile ? page.locator('main') : page.getByRole('dialog');
  await expect(form.getByText('НАПИШИ НАМ')).toBeVisible();
  await expectAccessible(page, 'обратная связь');
  if (!mobile) await expect(page.getByRole('heading', { name: 'FAQ' })).toBeAttached();

  await expect(form.getByLabel('Имя')).toHaveValue('Анна Смирнова');
  await expect(form.getByLabel('Email')).toHaveValue(DEMO.email);

  await form.getByLabel('Имя').fill('');
  await form.getByLabel('Email').fill('anna@club');
  await form.getByLabel('Сообщение').fill('  abc ');
  await form.getByRole('button', { name: 'Отправить' }).click();
  await expect(form.getByText('Необходимо выбрать тему обращения')).toBeVisible();
  await expect(form.getByText('Поле «Имя» не может быть пустым')).toBeVisible();
  await expect(form.getByText('Некорректный «Email»')).toBeVisible();
  await expect(form.getByText('Минимум 5 символов')).toBeVisible();
  await expectAccessible(page, 'обратная связь: ошибки');

  await form.getByLabel('Имя').fill('Анна');
  await form.getByLabel('Email').fill(DEMO.email);
  await form.getByLabel('Сообщение').fill('Подскажите, как перенести тренировку на другой день?');
  if (mobile) {
    await form.getByRole('button', { name: /Тема обращения|Выбери тему/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Тренировки' }).click();
  } else {
    await form.getByLabel('Тема обращения').selectOption({ label: 'Тренировки' });
  }
  await form.getByRole('button', { name: 'Отправить' }).click();
  // the spec's success notice: title and text
  const sent = page.getByRole('dialog', { name: 'Отправлено!' });
  await expect(sent).toBeVisible();
  await expect(
    sent.getByText('Спасибо за сообщение! Мы свяжемся с тобой в ближайшее время.'),
  ).toBeVisible();
  if (mobile) {
    await expect(form.getByLabel('Сообщение')).toHaveValue('');
    await expect(form.getByLabel('Имя')).toHaveValue('Анна Смирнова');
  } else {
    await expect(page.getByText('НАПИШИ НАМ')).toHaveCount(0);
  }
  await sent.getByRole('button', { name: 'Закрыть' }).click();
  await expect(sent).toHaveCount(0);
});

// Dynamics (spec part 2 §2.4): the chart and the list, then a report with photos created, viewed
// (photos full size, private), edited and deleted. Desktop acts as Анна (modals), mobile as Елена
// (pages), so the two projects never touch the same reports; each test works on its own date.
import { expect, test, type Page } from './fixtures';
import { isMobile, signIn } from './helpers';
import { choosePhotos, expectPhotosLoaded, progressMember, typeInto } from './community-helpers';
import { expectAccessible } from './a11y';

// Long flows with photo uploads: more time than the default on a busy machine.
test.describe.configure({ timeout: 90_000 });

async function openDynamics(page: Page) {
  await page.goto('/dynamics/');
  await expect(page.getByRole('heading', { name: 'Динамика', level: 1 })).toBeVisible();
  await expectAccessible(page, 'динамика');
  await expect(page.getByRole('heading', { name: 'Твои отчёты' })).toBeVisible({ timeout: 15_000 });
}

const row = (page: Page, date: string) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name: date, exact: true }) });

test('the chart (Highcharts, loaded with the page) and the sortable list', async ({
  page,
  request,
}, info) => {
  await signIn(page, request, progressMember(info));
  await openDynamics(page);
  const chart = page.getByTestId('dynamics-chart');
  await expect(chart.locator('.highcharts-container')).toBeVisible();
  // values with one decimal
  // (Highcharts writes each label twice: the text and its outline)
  await expect(chart.locator('.highcharts-data-label').first()).toHaveText(
    /^(\d{2,3}\.\d)(\u200b\1)?$/,
  );
  for (const tab of ['Вес, кг', 'Грудь, см', 'Талия, см', 'Бёдра, см'])
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  await page.getByRole('tab', { name: 'Талия, см' }).click();
  await expect(page.getByRole('tab', { name: 'Талия, см' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(chart.locator('.highcharts-yaxis .highcharts-axis-title')).toHaveText('см');

  const dates = () =>
    page.locator('tbody tr td:first-child button').evaluateAll((els) =>
      els.map((e) => {
        const [d, m, y] = (e.textContent ?? '').split('.');
        return `${y}${m}${d}`;
      }),
    );
  const asc = await dates();
  expect(asc.length).toBeGreaterThan(2);
  expect(asc).toEqual([...asc].sort());
  await page.getByRole('button', { name: /^Дата: сначала старые/ }).click();
  await expect.poll(dates).toEqual([...asc].sort().reverse());
});

test('create, view, edit and delete a report with photos', async ({ page, request }, info) => {
  const mobile = isMobile(info);
  const date = mobile ? '16.02.2024' : '15.02.2024';
  await signIn(page, request, progressMember(info));
  await openDynamics(page);
  await expect(row(page, date)).toHaveCount(0);

  // ---------- create ----------
  await page.getByRole('button', { name: 'Создать отчёт' }).click();
  const form = mobile ? page.locator('main') : page.getByRole('dialog', { name: 'Создать отчёт' });
  if (mobile) {
    await expect(page).toHaveURL(/\/dynamics\/report\/create$/);
    await expect(page.getByRole('heading', { name: 'Создать отчёт', level: 1 })).toBeVisible();
    await expectAccessible(page, 'динамика: создать отчёт');
  } else await expect(form).toBeVisible();
  // nothing but today's date: an empty report
  await form.getByRole('button', { name: 'Создать' }).click();
  await expect(form.getByText('Отчёт не может быть пустым')).toBeVisible();

  await form.getByLabel('Дата отчёта').fill('1502');
  await form.getByLabel('Дата отчёта').blur();
  await expect(form.getByLabel('Дата отчёта')).toHaveValue(''); // an incomplete date is cleared
  await form.getByLabel('Дата отчёта').fill(date);
  // the dynamics form puts the point in from 20; blur completes "dd." and "dd"
  await expect(await typeInto(page, 'Вес, кг', '655')).toHaveValue('65.5');
  const chest = await typeInto(page, 'Обхват груди, см', '92');
  await expect(chest).toHaveValue('92.');
  await chest.blur();
  await expect(chest).toHaveValue('92.0');
  await typeInto(page, 'Обхват талии, см', '745');
  const hip = await typeInto(page, 'Обхват бёдер, см', '25');
  await hip.blur();
  await expect(hip).toHaveValue('25.0');
  await form.getByRole('button', { name: 'Создать' }).click();
  await expect(form.getByText('Обхват бёдер не может быть менее 30см и более 200см')).toBeVisible();
  await typeInto(page, 'Обхват бёдер, см', '985');

  // a picture with a wrong name is refused with the spec's text; then the three photos
  await page.getByLabel('Файл фото: Вид сбоку').setInputFiles({
    name: 'side.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  await expect(page.getByText('Ошибка! Неверный формат файла')).toBeVisible();
  await choosePhotos(page);
  await expectPhotosLoaded(page, 3);
  await form.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByText('Отчет успешно отправлен')).toBeVisible();
  if (mobile) await expect(page).toHaveURL(/\/dynamics\/$/);
  else await expect(form).toBeHidden();
  await expect(row(page, date)).toContainText('65.5');
  await expect(row(page, date)).toContainText('98.5');

  // ---------- view ----------
  await row(page, date).getByRole('button', { name: date, exact: true }).click();
  const view = mobile ? page.locator('main') : page.getByRole('dialog', { name: 'Отчёты' });
  if (mobile) {
    await expect(page).toHaveURL(/\/dynamics\/report\/show\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Отчёты', level: 1 })).toBeVisible();
    await expectAccessible(page, 'динамика: отчёты');
  }
  await expect(view.getByRole('tab', { name: date })).toHaveAttribute('aria-selected', 'true');
  // the oldest report: no previous one
  await expect(view.getByRole('button', { name: 'Предыдущий отчёт' })).toBeDisabled();
  await expect(view.getByRole('button', { name: 'Следующий отчёт' })).toBeEnabled();
  await expectPhotosLoaded(page, 3);
  const src =
    (await view.getByRole('img', { name: 'фото отчета' }).first().getAttribute('src')) ?? '';
  expect(src).toMatch(/^\/files\/private\/dynamics\/\d+\/[0-9a-f]+_thumb\.jpg\?e=\d+&s=/);
  // private: without its signature, or from the public folder, the file is not there
  expect((await request.get(src.split('?')[0])).status()).toBe(404);
  expect((await request.get(src.split('?')[0].replace('/files/', '/uploads/'))).status()).toBe(404);
  expect((await request.get(src)).headers()['content-type']).toBe('image/jpeg');

  await view.getByRole('button', { name: 'Вид спереди: открыть фото' }).click();
  if (mobile) {
    await expect(page).toHaveURL(/\/report_image\/dynamics\/front$/);
    const full = page.getByRole('dialog', { name: 'Вид спереди' });
    await expect(full.getByRole('img', { name: 'фото отчета' })).toBeVisible();
    await full.getByRole('button', { name: 'Закрыть' }).click();
    await expect(page).toHaveURL(/\/dynamics\/report\/show\/\d+$/);
  } else {
    const full = page.getByRole('dialog', { name: 'Вид спереди' });
    await expect(full.getByRole('img', { name: 'фото отчета' })).toBeVisible();
    await full.getByRole('button', { name: 'Закрыть' }).click();
    await expect(full).toBeHidden();
  }

  // ---------- edit ----------
  if (mobile) await page.getByRole('link', { name: 'Изменить' }).click();
  else await view.getByRole('button', { name: 'Изменить' }).click();
  const edit = mobile ? page.locator('main') : page.getByRole('dialog', { name: 'Редактирование' });
  if (mobile) await expect(page).toHaveURL(/\/dynamics\/report\/edit\/\d+$/);
  await expect(edit.getByRole('heading', { name: 'Редактирование' })).toBeVisible();
  await expect(edit.getByLabel('Вес, кг')).toHaveValue('65.5');
  await typeInto(page, 'Вес, кг', '640');
  // a stored figure cannot be emptied
  await edit.getByLabel('Обхват талии, см').fill('');
  await edit.getByRole('button', { name: mobile ? 'Сохранить' : 'Изменить' }).click();
  await expect(edit.getByText('Обхват талии не может быть менее 30см и более 200см')).toBeVisible();
  await typeInto(page, 'Обхват талии, см', '735');
  await edit.getByRole('button', { name: mobile ? 'Сохранить' : 'Изменить' }).click();
  await expect(page.getByText('Отчет успешно отправлен').first()).toBeVisible();
  if (mobile) await expect(page).toHaveURL(/\/dynamics\/$/);
  else await expect(edit).toBeHidden();
  await expect(row(page, date)).toContainText('64.0');
  await expect(row(page, date)).toContainText('73.5');

  // ---------- delete ----------
  if (mobile) {
    await row(page, date).getByRole('button', { name: date, exact: true }).click();
    await expect(page).toHaveURL(/\/dynamics\/report\/show\/\d+$/);
    await page.getByRole('button', { name: 'Удалить' }).click();
  } else {
    await row(page, date)
      .getByRole('button', { name: `Удалить отчёт от ${date}` })
      .click();
  }
  const ask = page.getByRole('dialog', { name: 'Внимание!' });
  await expect(ask.getByText('Ты уверена, что хочешь удалить отчет?')).toBeVisible();
  await ask.getByRole('button', { name: 'Удалить' }).click();
  if (mobile) {
    // the next report is shown
    await expect(page).toHaveURL(/\/dynamics\/report\/show\/\d+$/);
    await expect(page.getByRole('tab', { name: date })).toHaveCount(0);
    await expect(page.getByRole('tab', { selected: true })).toBeVisible();
    await page.goto('/dynamics/');
  }
  await expect(page.getByRole('heading', { name: 'Твои отчёты' })).toBeVisible();
  await expect(row(page, date)).toHaveCount(0);
});

test('a phone shows every chart tab, keeps the date column in place and opens at the newest point', async ({
  page,
  request,
}, info) => {
  test.skip(
    !isMobile(info),
    'phone only: the desktop page has no chart tabs to scroll nor a table that scrolls sideways',
  );
  await signIn(page, request, progressMember(info));
  await openDynamics(page);
  const chartCard = page.getByRole('region', { name: /^Последние \d+ месяцев$/ });
  const cardBox = (await chartCard.boundingBox())!;
  // every tab inside the card and the screen, none hidden off to the side
  for (const name of ['Вес, кг', 'Грудь, см', 'Талия, см', 'Бёдра, см']) {
    const tab = (await chartCard.getByRole('tab', { name }).boundingBox())!;
    expect(tab.x).toBeGreaterThanOrEqual(cardBox.x);
    expect(tab.x + tab.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    expect(tab.x + tab.width).toBeLessThanOrEqual(390);
  }
  await chartCard.getByRole('tab', { name: 'Бёдра, см' }).click();
  await expect(chartCard.getByRole('tab', { name: 'Бёдра, см' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // the newest report's point and value are in the part of the chart on screen
  const chart = page.getByTestId('dynamics-chart');
  const visible = (await chart.locator('.highcharts-scrolling').boundingBox())!;
  const newest = chart.locator('.highcharts-series-group .highcharts-point').last();
  await expect(newest).toBeAttached();
  const point = (await newest.boundingBox())!;
  expect(point.x).toBeGreaterThanOrEqual(visible.x);
  expect(point.x + point.width).toBeLessThanOrEqual(visible.x + visible.width);
  const label = (await chart.locator('.highcharts-data-label').last().boundingBox())!;
  expect(label.x + label.width).toBeLessThanOrEqual(visible.x + visible.width + 1);
  await expectAccessible(page, 'динамика: график «Бёдра» (телефон)');

  // the table scrolls sideways under a date column that stays where it is
  const table = page.getByRole('table', { name: 'Твои отчёты' });
  const wrap = table.locator('xpath=..');
  const firstDate = table.locator('tbody tr').first().locator('td').first();
  const before = (await firstDate.boundingBox())!;
  const lastHeader = table.getByRole('columnheader', { name: 'Бёдра, см' });
  const scrolled = await wrap.evaluate((el) => {
    el.scrollLeft = el.scrollWidth;
    return el.scrollLeft;
  });
  expect(scrolled).toBeGreaterThan(0);
  await expect(lastHeader).toBeInViewport();
  const after = (await firstDate.boundingBox())!;
  expect(Math.abs(after.x - before.x)).toBeLessThanOrEqual(1);
  const wrapBox = (await wrap.boundingBox())!;
  expect(after.x).toBeGreaterThanOrEqual(wrapBox.x - 1);
  // the date is still readable, not covered by the figures passing under it
  const dateText = (await firstDate.getByRole('button').textContent())!.trim();
  expect(dateText).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
  const atDate = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x, y)?.closest('td')?.textContent ?? '',
    [after.x + 8, after.y + after.height / 2],
  );
  expect(atDate).toContain(dateText);
  await expectAccessible(page, 'динамика: таблица прокручена (телефон)');
});

test('reports a few days apart: the x axis keeps its dates apart, the newest one shown', async ({
  page,
  request,
}, info) => {
  test.skip(
    isMobile(info),
    'desktop only: the phone chart opens at the newest point, checked by the phone test above',
  );
  await signIn(page, request, progressMember(info));
  // months of reports, then one every few days: the answer stands in for such a member's list
  const dayMs = 86_400_000;
  const local = new Date(Date.now() + 4 * 3600_000);
  const today = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const two = (n: number) => String(n).padStart(2, '0');
  const reports = [130, 100, 70, 40, 20, 17, 14, 12, 9, 7, 4, 2].map((ago, i) => {
    const d = new Date(today - ago * dayMs);
    return {
      id: 900_000 + i,
      type: 'dynamics',
      created: Math.floor((today - ago * dayMs - 4 * 3600_000) / 1000),
      name: `${two(d.getUTCDate())}.${two(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`,
      weight: 70 - i * 0.4,
      chest_girth: 96 - i * 0.2,
      waist_girth: 80 - i * 0.3,
      hip_girth: 104 - i * 0.2,
      contest: false,
      photo_side: null,
      photo_front: null,
      photo_back: null,
    };
  });
  await page.route('**/api/dynamics/list?*', (route) =>
    route.fulfill({
      json: { result: { reports, page: 1, total_pages: 1 }, error: null },
    }),
  );
  await openDynamics(page);
  const chart = page.getByTestId('dynamics-chart');
  const labels = chart.locator('.highcharts-xaxis-labels text');
  await expect(labels.first()).toBeVisible();
  const boxes = (
    await labels.evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { text: e.textContent ?? '', x: r.x, y: r.y, right: r.right, bottom: r.bottom };
      }),
    )
  ).sort((a, b) => a.x - b.x);
  expect(boxes.length).toBeGreaterThan(2);
  for (let i = 1; i < boxes.length; i++) {
    const [a, b] = [boxes[i - 1], boxes[i]];
    const overlap = a.right > b.x && b.right > a.x && a.bottom > b.y && b.bottom > a.y;
    expect(overlap, `${a.text} and ${b.text} overlap`).toBe(false);
  }
  expect(boxes.at(-1)?.text).toBe(reports.at(-1)?.name.slice(0, 5));
  await expectAccessible(page, 'динамика: отчёты через несколько дней');
});

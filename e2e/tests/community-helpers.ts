// Helpers of the dynamics and contest tests: real pictures made here (no binary files) and the
// members of each layout (the tester calls are tester-console.ts's).
import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { DEMO, DEMO5, isMobile } from './helpers';

/** Desktop tests act as Анна, mobile ones as Елена (Иван has Dynamics off). */
export const progressMember = (info: TestInfo) => (isMobile(info) ? DEMO5 : DEMO);

/**
 * The members of the contest decision's test (seeded for it, nobody else's): a decision notifies
 * the member, so it never touches Анна's notifications or Елена's reports. Desktop: Светлана
 * (demo11), mobile: Наталья (demo12); each takes part in the "Преображение" contest.
 */
export const DEMO11 = { email: 'demo11@club.local', password: 'demo12345', firstName: 'Светлана' };
export const DEMO12 = { email: 'demo12@club.local', password: 'demo12345', firstName: 'Наталья' };
export const contestDecisionMember = (info: TestInfo) => (isMobile(info) ? DEMO12 : DEMO11);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([head, body, crc]);
}

/** A real PNG of `width` x `height` in one colour, as a file for setInputFiles. */
export function pngPhoto(
  name: string,
  [r, g, b]: [number, number, number],
  width = 60,
  height = 80,
) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3)]);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

export const PHOTOS = {
  'Вид сбоку': pngPhoto('side.png', [200, 140, 120]),
  'Вид спереди': pngPhoto('front.png', [120, 160, 200]),
  'Вид сзади': pngPhoto('back.PNG', [140, 200, 150]),
};

/** Chooses the three photos of a report form. */
export async function choosePhotos(page: Page) {
  for (const [view, file] of Object.entries(PHOTOS))
    await page.getByLabel(`Файл фото: ${view}`).setInputFiles(file);
}

/** Every report photo on screen has loaded (decoded by the browser). */
export async function expectPhotosLoaded(page: Page, count: number) {
  const photos = page.getByRole('img', { name: 'фото отчета' });
  await expect(photos).toHaveCount(count);
  for (let i = 0; i < count; i++)
    await expect
      .poll(() =>
        photos.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0);
}

/** Types key by key, as a member does (the measurement rules work per key). */
export async function typeInto(page: Page, label: string, keys: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill('');
  await field.pressSequentially(keys);
  return field;
}

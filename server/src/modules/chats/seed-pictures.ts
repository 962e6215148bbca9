// Pictures of the demo chats. The seed writes rows only (it has no file storage), so the pictures
// are drawn here, the same bytes every time, and stored when the API starts if their files are
// missing (a fresh data folder, or uploads kept elsewhere): the demo messages always show them.
import { eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { chatAttachments } from '../../db/schema';
import { processPhoto, type ProcessedPhoto } from '../../lib/photos';
import { PRIVATE_FOLDER, type FileStorage } from '../../lib/storage';

export const SEED_PICTURE_FOLDER = `${PRIVATE_FOLDER}chat/seed/`;

const PICTURES = {
  /** the coach's sketch of a glute bridge */
  'glute-bridge': {
    width: 1200,
    height: 800,
    svg: (w: number, h: number) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
      `<rect width="${w}" height="${h}" fill="#e6f7ef"/>` +
      `<rect x="0" y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="#2bb673" opacity=".35"/>` +
      `<g stroke="#1f2430" stroke-width="28" stroke-linecap="round" fill="none">` +
      `<path d="M260 600 L470 600 L650 420 L840 600 L940 600"/>` +
      `<path d="M650 420 L560 300"/></g>` +
      `<circle cx="540" cy="260" r="60" fill="#1f2430"/>` +
      `<circle cx="1000" cy="160" r="90" fill="#f7971e" opacity=".8"/>` +
      `</svg>`,
  },
  /** the dietitian's plate */
  plate: {
    width: 1000,
    height: 1000,
    svg: (w: number, h: number) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
      `<rect width="${w}" height="${h}" fill="#fdf3e6"/>` +
      `<circle cx="500" cy="500" r="380" fill="#ffffff" stroke="#e3e6ec" stroke-width="16"/>` +
      `<path d="M500 500 L500 150 A350 350 0 0 1 850 500 Z" fill="#56ab2f"/>` +
      `<path d="M500 500 L850 500 A350 350 0 0 1 500 850 Z" fill="#f7971e"/>` +
      `<path d="M500 500 L500 850 A350 350 0 0 1 150 500 A350 350 0 0 1 500 150 Z" fill="#e5484d" opacity=".85"/>` +
      `</svg>`,
  },
} as const;

export type SeedPictureName = keyof typeof PICTURES;

export const seedPictureKeys = (name: SeedPictureName) => ({
  key: `${SEED_PICTURE_FOLDER}${name}.jpg`,
  thumbKey: `${SEED_PICTURE_FOLDER}${name}_thumb.jpg`,
});

/** The picture through the same pipeline as an upload. */
export async function renderSeedPicture(name: SeedPictureName): Promise<ProcessedPhoto> {
  const p = PICTURES[name];
  const png = await sharp(Buffer.from(p.svg(p.width, p.height)))
    .png()
    .toBuffer();
  return processPhoto(png);
}

/** Stores the demo pictures the chat rows name when their files are missing. */
export async function ensureSeedPictures(db: Db, storage: FileStorage): Promise<void> {
  const rows = await db
    .selectDistinct({ key: chatAttachments.key, thumbKey: chatAttachments.thumbKey })
    .from(chatAttachments)
    .where(like(chatAttachments.key, `${SEED_PICTURE_FOLDER}%`));
  for (const row of rows) {
    const name = row.key.slice(SEED_PICTURE_FOLDER.length).replace(/\.jpg$/, '');
    if (!(name in PICTURES)) continue;
    if ((await storage.read(row.key)) && (await storage.read(row.thumbKey))) continue;
    const photo = await renderSeedPicture(name as SeedPictureName);
    await storage.put(row.key, photo.image, photo.contentType);
    await storage.put(row.thumbKey, photo.thumb, photo.contentType);
    await db
      .update(chatAttachments)
      .set({ size: photo.image.length, width: photo.width, height: photo.height })
      .where(eq(chatAttachments.key, row.key));
  }
}

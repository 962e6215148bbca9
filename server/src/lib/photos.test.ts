import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import {
  MAX_INPUT_PIXELS,
  PhotoRejected,
  processPhoto,
  removePrivatePhoto,
  storePrivatePhoto,
} from './photos';
import { photoWithGps, pngWithDeclaredSize } from './photos.testing';

const problemOf = async (data: Buffer) => {
  try {
    await processPhoto(data);
    return 'accepted';
  } catch (e) {
    return e instanceof PhotoRejected ? e.problem : `unexpected: ${String(e)}`;
  }
};

describe('processPhoto', () => {
  it('turns a phone photo upright by its EXIF orientation and drops every metadata block', async () => {
    // Stored 600 wide x 800 high, tagged "rotate 90 CW" (orientation 6): it is really landscape.
    const input = await photoWithGps(600, 800, 6);
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif).toBeDefined();

    const out = await processPhoto(input);
    const after = await sharp(out.image).metadata();
    expect(after.format).toBe('jpeg');
    expect([after.width, after.height]).toEqual([800, 600]);
    expect([out.width, out.height]).toEqual([800, 600]);
    expect(after.orientation).toBeUndefined();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    // the input really carries a GPS block (tag 0x8825 points to it) and the camera's name...
    const exif = before.exif as Buffer;
    expect(
      exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])),
    ).toBe(true);
    expect(input.includes('PhoneMaker')).toBe(true);
    // ...and none of it is in what we store
    for (const stored of [out.image, out.thumb]) {
      expect(stored.includes('PhoneMaker')).toBe(false);
      expect(stored.includes('Exif')).toBe(false);
    }
  });

  it('bounds the stored size and makes a small thumbnail', async () => {
    const big = await sharp({
      create: { width: 4032, height: 3024, channels: 3, background: '#7a9' },
    })
      .jpeg()
      .toBuffer();
    const out = await processPhoto(big);
    expect(Math.max(out.width, out.height)).toBe(2048);
    expect(Math.max(out.thumbWidth, out.thumbHeight)).toBe(320);
    const thumb = await sharp(out.thumb).metadata();
    expect([thumb.width, thumb.height]).toEqual([320, 240]);
  });

  it('re-encodes a png (transparency on white) as jpeg', async () => {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const out = await processPhoto(png);
    expect((await sharp(out.image).metadata()).format).toBe('jpeg');
    const { data } = await sharp(out.image).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(240);
  });

  it('refuses what is not a png or jpeg picture, whatever it is called', async () => {
    expect(await problemOf(Buffer.from('plain text named photo.jpg'))).toBe('type');
    expect(await problemOf(Buffer.alloc(0))).toBe('type');
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
    expect(await problemOf(gif)).toBe('type');
  });

  it('refuses a file over 5 MB before decoding it', async () => {
    const huge = Buffer.concat([await photoWithGps(10, 10, 1), Buffer.alloc(5242880)]);
    expect(await problemOf(huge)).toBe('size');
  });

  it('refuses a truncated picture', async () => {
    const whole = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#345' },
    })
      .jpeg()
      .toBuffer();
    expect(await problemOf(whole.subarray(0, Math.floor(whole.length / 2)))).toBe('broken');
  });

  it('takes a 63-megapixel phone photo (9000x7000 JPEG), upright and bounded', async () => {
    // as a phone writes it: stored on its side with the EXIF tag that turns it upright
    const huge = await sharp({
      create: { width: 9000, height: 7000, channels: 3, background: '#7a9' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(9000 * 7000).toBeGreaterThan(50_000_000);
    const out = await processPhoto(huge);
    expect([out.width, out.height]).toEqual([1593, 2048]);
    expect([out.thumbWidth, out.thumbHeight]).toEqual([249, 320]);
  });

  it('refuses a decompression bomb from its header', async () => {
    const bomb = pngWithDeclaredSize(20_000, 20_000, deflateSync(Buffer.alloc(1000)));
    expect(20_000 * 20_000).toBeGreaterThan(MAX_INPUT_PIXELS);
    expect(await problemOf(bomb)).toBe('broken');
  });

  it('keeps only the pixels of a polyglot (an image followed by HTML)', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const polyglot = Buffer.concat([png, Buffer.from('<html><script>alert(1)</script></html>')]);
    const out = await processPhoto(polyglot);
    expect(out.image.includes('<script>')).toBe(false);
    expect((await sharp(out.image).metadata()).format).toBe('jpeg');
  });
});

describe('storePrivatePhoto', () => {
  const memory = () => {
    const files = new Map<string, Buffer>();
    let failNext = false;
    return {
      files,
      failOnNextPut: () => (failNext = true),
      storage: {
        kind: 'local' as const,
        async put(key: string, data: Buffer) {
          if (failNext) {
            failNext = false;
            throw new Error('disk full');
          }
          files.set(key, data);
          return key;
        },
        async remove(key: string) {
          files.delete(key);
        },
        async read(key: string) {
          return files.get(key) ?? null;
        },
        async get(key: string) {
          const data = files.get(key);
          return data ? { data, contentType: 'image/jpeg' } : null;
        },
        async signedUrl(key: string) {
          return `/files/${key}`;
        },
      },
    };
  };

  it('stores the image and its thumbnail under private/, with random names', async () => {
    const m = memory();
    const photo = await processPhoto(await photoWithGps(60, 80, 1));
    const stored = await storePrivatePhoto(m.storage, 'dynamics/5', photo);
    expect(stored.key).toMatch(/^private\/dynamics\/5\/[0-9a-f]{32}\.jpg$/);
    expect(stored.thumbKey).toBe(stored.key.replace('.jpg', '_thumb.jpg'));
    expect(m.files.size).toBe(2);
    await removePrivatePhoto(m.storage, stored);
    expect(m.files.size).toBe(0);
  });

  it('leaves nothing behind when the second write fails', async () => {
    const m = memory();
    const photo = await processPhoto(await photoWithGps(60, 80, 1));
    const put = m.storage.put;
    let calls = 0;
    m.storage.put = async (key: string, data: Buffer) => {
      calls += 1;
      if (calls === 2) m.failOnNextPut();
      return put(key, data);
    };
    await expect(storePrivatePhoto(m.storage, 'dynamics/5', photo)).rejects.toThrow('disk full');
    expect(m.files.size).toBe(0);
  });
});

// Test pictures for the photo pipeline and the modules that take photos (tests only).
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/**
 * A JPEG as a phone writes it: `width` x `height` pixels as stored, an EXIF orientation tag and a
 * GPS position (Moscow) in its metadata.
 */
export async function photoWithGps(width: number, height: number, orientation: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 80 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '55/1 45/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '37/1 37/1 0/1',
      },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([head, body, crc]);
}

/** A PNG whose header declares `width` x `height` (8-bit grey) over whatever IDAT is given. */
export function pngWithDeclaredSize(width: number, height: number, idat: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Photo pipeline figures for `pnpm bench` (run by scripts/bench/community-progress.mjs with tsx):
// milliseconds per 12-megapixel phone JPEG, and the process's peak memory while 5 are processed at
// once. Prints one JSON line.
import sharp from 'sharp';
import { PHOTO_MAX_BYTES } from '@club/shared/validation';
import { processPhoto } from '../src/lib/photos';

const RUNS = Number(process.env.BENCH_PHOTO_RUNS || 5);

/** A 4032x3024 JPEG with a photo-like texture (smooth noise), under the 5 MB limit. */
async function twelveMegapixels(): Promise<Buffer> {
  const texture = await sharp({
    create: {
      width: 1008,
      height: 756,
      channels: 3,
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  for (const quality of [88, 80, 70, 60]) {
    const jpeg = await sharp(texture)
      .resize(4032, 3024, { kernel: 'cubic' })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= PHOTO_MAX_BYTES) return jpeg;
  }
  throw new Error('could not make a 12 MP JPEG under 5 MB');
}

async function main() {
  const photo = await twelveMegapixels();
  const mb = (n: number) => Math.round((n / 1048576) * 10) / 10;

  // peak memory first, in a process that has processed nothing yet
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  const t0 = performance.now();
  await Promise.all(Array.from({ length: 5 }, () => processPhoto(photo)));
  const fiveMs = performance.now() - t0;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());

  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await processPhoto(photo);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      inputMB: mb(photo.length),
      runs: RUNS,
      medianMs: Math.round(times[Math.floor(times.length / 2)]),
      minMs: Math.round(times[0]),
      maxMs: Math.round(times[times.length - 1]),
      fiveAtOnceMs: Math.round(fiveMs),
      baselineRssMB: mb(baseline),
      peakRssMB: mb(peak),
    }),
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});

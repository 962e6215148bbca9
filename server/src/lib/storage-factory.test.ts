import { loadConfig } from '../config';
import { bucketOrigins } from './storage-factory';

// The shell's policy must let the browser show presigned bucket photos, and nothing more.
describe('bucketOrigins', () => {
  const config = (env: Record<string, string>) => loadConfig({ ...env } as NodeJS.ProcessEnv);

  it('adds nothing for the local folder', () => {
    expect(bucketOrigins(config({}))).toEqual([]);
  });

  it('names the endpoint of an S3-compatible server (path-style addresses)', () => {
    expect(
      bucketOrigins(
        config({ STORAGE: 's3', S3_BUCKET: 'club', S3_ENDPOINT: 'http://127.0.0.1:4760/' }),
      ),
    ).toEqual(['http://127.0.0.1:4760']);
  });

  it("names AWS's virtual-host address of the bucket", () => {
    expect(
      bucketOrigins(config({ STORAGE: 's3', S3_BUCKET: 'club-photos', S3_REGION: 'eu-central-1' })),
    ).toEqual(['https://club-photos.s3.eu-central-1.amazonaws.com']);
  });
});

// A loopback S3-compatible server (s3rver, from the registry) for the tests of the bucket storage:
// started on a free 127.0.0.1 port with one empty bucket, its files in a temporary folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { StorageConfig } from '../config';

/** s3rver accepts any key pair; the SDK needs one to sign with. */
export const TEST_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3 {
  endpoint: string;
  bucket: string;
  port: number;
  /** the environment an API process needs to use this bucket */
  env: Record<string, string>;
  config(overrides?: Partial<Extract<StorageConfig, { kind: 's3' }>>): StorageConfig;
  close(): Promise<void>;
}

export async function startTestS3(bucket = 'club-files', port = 0): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'club-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    port: address.port,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: TEST_S3_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: TEST_S3_CREDENTIALS.secretAccessKey,
    },
    config: (overrides = {}) => ({
      kind: 's3',
      bucket,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      urlTtlSeconds: 300,
      timeoutMs: 5000,
      ...overrides,
    }),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

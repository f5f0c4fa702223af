import S3rver from 's3rver';
import { onTestFinished } from 'vitest';
import type { S3StorageConfig } from '../src/config/config-types';
import { tempDir } from './helper';

export const testBucket = 'hoa-test-documents';

export interface TestS3Server {
  /** The environment that points the portal at it (S3_…). */
  env: Record<string, string>;
  /** The same as the configuration loadConfig makes of `env`. */
  config: S3StorageConfig;
  /** Objects created (`ObjectCreated:Put`, `…:Post` for a multipart upload) and removed, with their keys. */
  events: { name: string; key: string }[];
  /** The Range header of every request it answered, in order (undefined without one). */
  ranges: (string | undefined)[];
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a free port of 127.0.0.1, its data in a temporary folder, with
 * the test bucket; stopped and removed when the current test finishes. It takes the credentials
 * S3RVER / S3RVER and checks every request's signature with them.
 */
export async function startS3Server(): Promise<TestS3Server> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: tempDir('hoa-s3rver-'),
    configureBuckets: [{ name: testBucket }],
  });
  const { port } = await server.run();
  const events: TestS3Server['events'] = [];
  server.on('event', (event) => {
    for (const record of event.Records) events.push({ name: record.eventName, key: record.s3.object.key });
  });
  const ranges: TestS3Server['ranges'] = [];
  server.httpServer.prependListener('request', (request) => ranges.push(request.headers.range));
  let running = true;
  const stop = async () => {
    if (!running) return;
    running = false;
    server.httpServer.closeAllConnections();
    await server.close();
  };
  onTestFinished(stop);
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    env: {
      S3_BUCKET: testBucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    config: {
      bucket: testBucket,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      keyPrefix: 'documents/',
    },
    events,
    ranges,
    stop,
  };
}

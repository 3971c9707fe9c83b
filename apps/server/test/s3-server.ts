import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver signs with these and accepts nothing else. */
const CREDENTIALS = { accessKey: 'S3RVER', secretKey: 'S3RVER' };

/**
 * A real S3-compatible server (s3rver) on loopback with an empty bucket in a temporary directory:
 * the app talks to it through the AWS SDK exactly as it would to S3 or MinIO.
 */
export async function startS3Server(bucket = 'suara-test') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'suara-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    /** The app's settings for this server. */
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY: CREDENTIALS.accessKey, S3_SECRET_KEY: CREDENTIALS.secretKey },
    async close() {
      // The SDK keeps connections alive; closing waits for none of them.
      server.httpServer?.closeAllConnections();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
export type S3Server = Awaited<ReturnType<typeof startS3Server>>;

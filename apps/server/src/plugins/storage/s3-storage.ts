import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { ConfigError, type Config } from '../../config.ts';
import { checkPut, isStorageKey, type Storage } from './storage.ts';

export type S3Settings = NonNullable<Config['s3']>;

/** `idleMs` is between bytes, not for a whole transfer: a large photo on a slow link still goes through. */
export type S3Timeouts = { connectMs: number; idleMs: number };
const S3_TIMEOUTS: S3Timeouts = { connectMs: 5_000, idleMs: 30_000 };

/** What an operator can act on: the bucket is missing, the keys are refused, or the endpoint is not there. */
function reason(error: Error & { $metadata?: { httpStatusCode?: number }; code?: string }) {
  const status = error.$metadata?.httpStatusCode;
  if (status === 404) return 'no such bucket';
  if (status === 403) return 'access denied: check S3_ACCESS_KEY and S3_SECRET_KEY';
  return error.code ?? error.message;
}

/** One bucket, the key as object name, the content type on the object; reads stream through our server. */
export function s3Storage(settings: S3Settings, timeouts: S3Timeouts = S3_TIMEOUTS): Storage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    // Unset: the SDK's own chain (AWS_* variables, an instance or task role).
    credentials: settings.credentials,
    // Checksums only where the operation demands them: some S3-compatible services (Backblaze B2
    // among them) refuse the checksum headers recent SDKs add to every request by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A stalled endpoint fails the request instead of holding it (and a start-up check) for minutes.
    requestHandler: { connectionTimeout: timeouts.connectMs, socketTimeout: timeouts.idleMs },
  });
  const Bucket = settings.bucket;

  return {
    async put(key, body, contentType) {
      checkPut(key, contentType);
      // One PutObject for a small body; a multipart upload, a few parts in memory at a time, for a large one.
      await new Upload({ client, params: { Bucket, Key: key, Body: body, ContentType: contentType } }).done();
    },

    async get(key) {
      if (!isStorageKey(key)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable) || object.ContentLength === undefined || !object.ContentType) {
          if (object.Body instanceof Readable) object.Body.destroy();
          throw new Error(`storage: S3 answered ${key} without a body stream, length or type`);
        }
        return { body: object.Body, contentType: object.ContentType, size: object.ContentLength };
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },

    async delete(key) {
      if (!isStorageKey(key)) return;
      // S3 answers 204 for a key that is not there.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw new ConfigError(`S3_BUCKET: cannot reach bucket ${Bucket} at ${settings.endpoint ?? `AWS S3 in ${settings.region}`} (${reason(error as Error)})`);
      }
    },

    close() {
      client.destroy();
    },
  };
}

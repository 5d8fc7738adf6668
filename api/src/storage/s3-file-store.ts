import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  PutObjectCommand,
  S3Client,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../config.js';
import { FileNotFoundError, InvalidFileKeyError, isValidFileKey, type FileStore, type StoredObject } from './file-store.js';

/**
 * The file store in an S3-compatible bucket (MinIO, AWS S3, Ceph, …), shared by every API process
 * that points at it (ADR 0018). Objects appear whole or not at all (S3 has no partial objects);
 * streams of unknown length go up as multipart uploads of 5 MB parts, two in flight, so an upload
 * of 100 MB is never held in memory.
 */
export interface S3FileStore extends FileStore {
  readonly kind: 's3';
  readonly bucket: string;
  /** Creates the bucket when it does not exist yet (a fresh MinIO); fails when the store cannot be reached. */
  prepare(): Promise<void>;
  /** Closes the client's sockets. */
  close(): void;
}

const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

interface S3Error {
  name?: string;
  Code?: string;
  $metadata?: { httpStatusCode?: number };
}

function isNotFound(error: unknown): boolean {
  const details = error as S3Error | undefined;
  return (
    details?.name === 'NoSuchKey' ||
    details?.name === 'NotFound' ||
    details?.Code === 'NoSuchKey' ||
    details?.$metadata?.httpStatusCode === 404
  );
}

function isNotImplemented(error: unknown): boolean {
  const details = error as S3Error | undefined;
  return details?.name === 'NotImplemented' || details?.$metadata?.httpStatusCode === 501;
}

function checkedKey(key: string): string {
  if (!isValidFileKey(key)) throw new InvalidFileKeyError(String(key));
  return key;
}

export function createS3FileStore(settings: S3Settings): S3FileStore {
  const { bucket } = settings;
  const client = new S3Client({
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: the newer default (trailing checksums in aws-chunked
    // bodies) is not understood by every S3-compatible server.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  async function head(key: string): Promise<{ size: number } | undefined> {
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
      return { size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async function* list(prefix: string): AsyncIterable<StoredObject> {
    const pages = paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: `${checkedKey(prefix)}/` });
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) };
      }
    }
  }

  return {
    kind: 's3',
    location: `s3://${bucket}`,
    bucket,

    async prepare() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        if (!isNotFound(error)) throw error;
        await client.send(new CreateBucketCommand({ Bucket: bucket }));
      }
    },

    close: () => client.destroy(),

    async put(key, source) {
      checkedKey(key);
      if (Buffer.isBuffer(source)) {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: source, ContentLength: source.length }));
        return { size: source.length };
      }
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      });
      // pipeline, not pipe: an error of the source (an upload cut off) fails the upload, which
      // then aborts its multipart upload, so no object and no parts stay behind.
      pipeline(source, counter, () => undefined);
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: counter },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // The store failed (not the source): stop reading the client's stream too.
        counter.destroy();
        throw error;
      }
      return { size };
    },

    async get(key) {
      let body: Readable;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
        body = answer.Body as Readable;
      } catch (error) {
        if (isNotFound(error)) throw new FileNotFoundError(key);
        throw error;
      }
      const out = new PassThrough();
      pipeline(body, out, () => undefined);
      return out;
    },

    async exists(key) {
      return (await head(key)) !== undefined;
    },

    async size(key) {
      return (await head(key))?.size;
    },

    async touch(key) {
      try {
        // A copy onto itself is the one way S3 has to renew an object's time.
        await client.send(
          new CopyObjectCommand({ Bucket: bucket, Key: checkedKey(key), CopySource: `${bucket}/${key}`, MetadataDirective: 'REPLACE' }),
        );
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
    },

    list,

    async removeOlderThan(prefix, cutoff) {
      let removed = 0;
      for await (const object of list(prefix)) {
        if (object.lastModified < cutoff) {
          await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: object.key }));
          removed += 1;
        }
      }
      return removed;
    },

    async removeTemporaryOlderThan(cutoff) {
      let answer;
      try {
        answer = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket }));
      } catch (error) {
        // Not every S3-compatible server lists multipart uploads (a bucket lifecycle rule does it there).
        if (isNotImplemented(error)) return 0;
        throw error;
      }
      let removed = 0;
      for (const upload of answer.Uploads ?? []) {
        if (upload.Key && upload.UploadId && upload.Initiated && upload.Initiated < cutoff) {
          await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: upload.Key, UploadId: upload.UploadId }));
          removed += 1;
        }
      }
      return removed;
    },
  };
}

import type { Readable } from 'node:stream';

// Object storage behind one interface: a local-disk driver (default) and an S3 driver. The
// server names stored files itself; clients only ever see the key and the URLs.

export interface UploadTicket {
  /** Where the client PUTs the file (a signed, expiring URL). */
  url: string;
  /** The stored file's key: what an entity saves (image_name, banner_name, ...). */
  file_key: string;
  /** Where the file can be read once uploaded. */
  public_url: string;
  /** When the URL stops working. */
  expires_at: string;
  /**
   * The Content-Type header the PUT must carry. The S3 driver signs it (S3 refuses another one and
   * later serves the file with it); the local driver ignores the header and reads the bytes.
   */
  content_type: string;
}

export interface Storage {
  readonly driver: 'local' | 's3';
  /**
   * A signed upload URL for a new file; the key is made by the server (folder of the restaurant,
   * a random name, the file name's extension), so nothing of the client's file name reaches it.
   */
  createUpload(input: {
    fileName: string;
    idRestaurant: number | null;
    contentType?: string | undefined;
  }): Promise<UploadTicket>;
  /** The URL to show a stored file, or null for no file. */
  publicUrl(fileKey: string | null | undefined): string | null;
  /** The bytes of a stored file, or null when it does not exist. */
  read(fileKey: string): Promise<Buffer | null>;
  /** A stored file's size in bytes (S3: a HEAD), or null when it does not exist. */
  size(fileKey: string): Promise<number | null>;
  /**
   * Bytes `start` up to `endExclusive` of a stored file (S3: a GET with a Range header), never the
   * whole file: fewer when the file is shorter, null when it does not exist. Checks of large files
   * (an APK's head and tail) read only what they look at.
   */
  readRange(fileKey: string, start: number, endExclusive: number): Promise<Buffer | null>;
  /** Stores bytes under a key the server chose (seed images, imports, checked uploads). */
  write(fileKey: string, bytes: Buffer, contentType: string): Promise<void>;
  /**
   * Stores a stream under a key the server chose, never holding it whole in memory (APKs up to
   * 200 MB). Nothing is stored when the stream fails (a size limit or a content check erroring in
   * it): the local driver writes a temporary file and renames it, the S3 driver aborts its
   * multipart upload.
   */
  writeStream(fileKey: string, stream: Readable, contentType: string): Promise<void>;
  remove(fileKey: string): Promise<void>;
  /**
   * Local driver only: whether a signed upload URL (key, expiry in ms since the epoch, signature)
   * was made by this server and has not expired. The S3 driver's URLs are checked by S3.
   */
  verifyUploadSignature?(fileKey: string, expires: number, signature: string): boolean;
}

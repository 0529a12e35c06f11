// Object storage behind one interface: a local-disk driver (default) and an S3 driver. The
// server names stored files itself; clients only ever see the key and the URLs.

export interface UploadTicket {
  /** Where the browser PUTs the file (a signed, expiring URL). */
  url: string;
  /** The stored file's key: what an entity saves (image_name, banner_name, ...). */
  file_key: string;
  /** Where the file can be read once uploaded. */
  public_url: string;
  /** When the URL stops working. */
  expires_at: string;
}

export interface Storage {
  readonly driver: 'local' | 's3';
  /** A signed upload URL for a new file; the key is made by the server from the file name's extension. */
  createUpload(input: {
    fileName: string;
    idRestaurant: number | null;
    contentType?: string | undefined;
  }): Promise<UploadTicket>;
  /** The URL to show a stored file, or null for no file. */
  publicUrl(fileKey: string | null | undefined): string | null;
  /** The bytes of a stored file, or null when it does not exist. */
  read(fileKey: string): Promise<Buffer | null>;
  /** Stores bytes under a key the server chose (seed images, imports). */
  write(fileKey: string, bytes: Buffer, contentType: string): Promise<void>;
  remove(fileKey: string): Promise<void>;
}

// s3rver ships no types; the tests' S3-compatible server uses this much of it
declare module 's3rver' {
  import type { Server } from 'node:http';
  import type { AddressInfo } from 'node:net';

  export interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    configureBuckets?: { name: string }[];
  }

  /** What it emits on `event` when an object is created or removed, as S3's notifications. */
  export interface S3rverEvent {
    Records: { eventName: string; s3: { object: { key: string } } }[];
  }

  // biome-ignore lint/style/noDefaultExport: describes the package's own default export
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    on(event: 'event', listener: (event: S3rverEvent) => void): this;
    httpServer: Server;
  }
}

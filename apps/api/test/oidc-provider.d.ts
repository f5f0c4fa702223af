// oidc-provider ships no types; the test OpenID provider uses this much of it
declare module 'oidc-provider' {
  import type { Server } from 'node:http';

  export interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  // biome-ignore lint/style/noDefaultExport: describes the package's own default export
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    listen(port: number, host?: string, callback?: () => void): Server;
    proxy: boolean;
  }
}

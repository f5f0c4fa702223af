import net from 'node:net';
import tls from 'node:tls';

export type RedisReply = string | number | null | RedisReply[];

export class RedisReplyError extends Error {
  override readonly name = 'RedisReplyError';
}

export interface RedisConnection {
  /** Sends one command; resolves with its reply, rejects with the server's error or a connection failure. */
  command(args: readonly (string | number)[]): Promise<RedisReply>;
  close(): Promise<void>;
}

/** Parses one RESP2 reply at `offset`; undefined when the buffer does not hold all of it yet. */
function parseReply(buffer: Buffer, offset: number): { value: RedisReply | Error; next: number } | undefined {
  const lineEnd = buffer.indexOf('\r\n', offset);
  if (lineEnd < 0) return undefined;
  const type = String.fromCharCode(buffer[offset] as number);
  const line = buffer.toString('utf8', offset + 1, lineEnd);
  const after = lineEnd + 2;
  switch (type) {
    case '+':
      return { value: line, next: after };
    case '-':
      return { value: new RedisReplyError(line), next: after };
    case ':':
      return { value: Number(line), next: after };
    case '$': {
      const length = Number(line);
      if (length < 0) return { value: null, next: after };
      if (buffer.length < after + length + 2) return undefined;
      return { value: buffer.toString('utf8', after, after + length), next: after + length + 2 };
    }
    case '*': {
      const length = Number(line);
      if (length < 0) return { value: null, next: after };
      const items: RedisReply[] = [];
      let next = after;
      for (let i = 0; i < length; i++) {
        const item = parseReply(buffer, next);
        if (!item) return undefined;
        if (item.value instanceof Error) return { value: item.value, next: item.next };
        items.push(item.value);
        next = item.next;
      }
      return { value: items, next };
    }
    default:
      throw new Error(`Unexpected Redis reply type ${JSON.stringify(type)}`);
  }
}

const encode = (args: readonly (string | number)[]) =>
  `*${args.length}\r\n${args.map((arg) => `$${Buffer.byteLength(String(arg))}\r\n${arg}\r\n`).join('')}`;

/**
 * A small Redis client for the rate-limit counters (RESP2 over one socket; commands are answered in
 * order). redis:// and rediss:// URLs with user, password and database number. A broken connection fails
 * its pending commands and the next command connects again.
 */
export function connectRedis(url: string, options: { timeoutMs?: number } = {}): RedisConnection {
  const parsed = new URL(url);
  const timeoutMs = options.timeoutMs ?? 2_000;
  let socket: net.Socket | null = null;
  let ready: Promise<void> | null = null;
  let buffer: Buffer = Buffer.alloc(0);
  const pending: { resolve: (value: RedisReply) => void; reject: (error: Error) => void }[] = [];

  function failAll(error: Error) {
    for (const waiter of pending.splice(0)) waiter.reject(error);
    socket?.destroy();
    socket = null;
    ready = null;
    buffer = Buffer.alloc(0);
  }

  function onData(chunk: Buffer) {
    buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
    let offset = 0;
    for (;;) {
      const reply = parseReply(buffer, offset);
      if (!reply) break;
      offset = reply.next;
      const waiter = pending.shift();
      if (reply.value instanceof Error) waiter?.reject(reply.value);
      else waiter?.resolve(reply.value);
    }
    buffer = buffer.subarray(offset);
  }

  function send(args: readonly (string | number)[]): Promise<RedisReply> {
    return new Promise((resolve, reject) => {
      if (!socket) {
        reject(new Error('Redis connection is closed'));
        return;
      }
      pending.push({ resolve, reject });
      socket.write(encode(args));
    });
  }

  function connect(): Promise<void> {
    ready ??= new Promise<void>((resolve, reject) => {
      const port = Number(parsed.port || 6379);
      const host = parsed.hostname;
      const onConnected = () => {
        s.setTimeout(0);
        resolve();
      };
      const s =
        parsed.protocol === 'rediss:'
          ? tls.connect({ host, port, servername: host }, onConnected)
          : net.connect({ host, port }, onConnected);
      s.setNoDelay(true);
      s.setTimeout(timeoutMs, () => s.destroy(new Error(`Redis at ${host}:${port} did not answer in time`)));
      s.on('data', onData);
      s.on('error', (error) => {
        reject(error);
        failAll(error);
      });
      s.on('close', () => failAll(new Error('Redis connection closed')));
      socket = s;
    })
      .then(async () => {
        const password = decodeURIComponent(parsed.password);
        if (password) {
          const user = decodeURIComponent(parsed.username);
          await send(user ? ['AUTH', user, password] : ['AUTH', password]);
        }
        const database = parsed.pathname.replace(/^\//, '');
        if (database) await send(['SELECT', database]);
      })
      .catch((error: unknown) => {
        // the next command tries again from the start
        failAll(error instanceof Error ? error : new Error(String(error)));
        throw error;
      });
    return ready;
  }

  return {
    async command(args) {
      await connect();
      return send(args);
    },
    async close() {
      const s = socket;
      if (!s) return;
      await send(['QUIT']).catch(() => null);
      s.destroy();
      socket = null;
      ready = null;
    },
  };
}

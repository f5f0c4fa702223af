import { createServer } from 'node:net';

/** BENCH_PORT=<n>: servers listen on n, n + 1, … (one per server a run starts) instead of a port the OS picks. */
let nextPort = Number(process.env.BENCH_PORT) || 0;

export function freePort(): Promise<number> {
  const wanted = nextPort === 0 ? 0 : nextPort++;
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(wanted, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

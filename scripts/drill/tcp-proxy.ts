// A TCP proxy the test controls, between the app and PostgreSQL: `cut()` drops every connection
// and refuses new ones (as a stopped server does), `restore()` listens again on the same port.
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** The target URL rewritten to go through the proxy. */
  urlFor(target: string): string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const onConnection = (client: net.Socket) => {
    const upstream = net.connect(targetPort, targetHost);
    sockets.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  };
  let server = net.createServer(onConnection);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const listen = async () => {
    server = net.createServer(onConnection);
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  };
  const stop = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const s of sockets) s.destroy();
    sockets.clear();
    await closed;
  };
  return {
    port,
    urlFor(target) {
      const u = new URL(target);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    cut: stop,
    restore: listen,
    close: stop,
  };
}

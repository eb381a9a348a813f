// The bare-HTTP ceiling: a plain node:http server in its own process that answers every request
// with the bytes the parent sends it (one real response body of the route being measured). Its
// req/s under the same autocannon settings is what this machine can do at all, right now.
import http from 'node:http';

let reply = { status: 200, contentType: 'application/json; charset=utf-8', body: Buffer.from('{}') };

process.on('message', (m: { status: number; contentType: string; body: string }) => {
  reply = { status: m.status, contentType: m.contentType, body: Buffer.from(m.body) };
  process.send?.({ ok: true });
});

const server = http.createServer((req, res) => {
  // Read the request body like the app does, then answer.
  req.resume();
  req.on('end', () => {
    res.writeHead(reply.status, { 'content-type': reply.contentType, 'content-length': reply.body.length });
    res.end(reply.body);
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('SIGTERM', () => process.exit(0));
process.on('disconnect', () => process.exit(0));

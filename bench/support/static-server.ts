// The "static file server" of the throughput figure: serves fixed bytes from memory, nothing else.
// Run: node --import tsx bench/support/static-server.ts PORT '{"/": "/tmp/x/index.html", ...}'
import fs from 'node:fs';
import http from 'node:http';

const [port, mapJson] = process.argv.slice(2);
const files = new Map(
  Object.entries(JSON.parse(mapJson!) as Record<string, string>).map(([route, file]) => [route, fs.readFileSync(file)]),
);

http
  .createServer((request, response) => {
    const body = files.get(new URL(request.url ?? '/', 'http://x').pathname);
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length }).end(body);
  })
  .listen(Number(port), '127.0.0.1', () => console.log(`static server on ${port}`));

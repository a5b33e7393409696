import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { z } from 'zod';

/**
 * A real MCP server (Streamable HTTP, stateless) for the tool tests, on a free port:
 * `echo` answers its text, `big` answers `size` characters, `hang` never answers.
 * With `token`, a request without `Authorization: Bearer <token>` is refused (401).
 */
export type McpTestServer = {
  url: string;
  origin: string;
  /** The tool calls it received, by tool name and arguments. */
  calls: { tool: string; args: unknown }[];
  /** The Authorization headers it received. */
  authorizations: (string | undefined)[];
  close(): Promise<void>;
};

export async function startMcpTestServer(options: { token?: string; port?: number } = {}): Promise<McpTestServer> {
  const calls: McpTestServer['calls'] = [];
  const authorizations: McpTestServer['authorizations'] = [];
  const hanging = new Set<() => void>();
  const mcp = () => {
    const server = new McpServer({ name: 'test-tools', version: '1.0.0' });
    server.registerTool(
      'echo',
      { description: 'Answers the text it is given.', inputSchema: { text: z.string() } },
      async ({ text }) => {
        calls.push({ tool: 'echo', args: { text } });
        return { content: [{ type: 'text', text: `echo: ${text}` }] };
      },
    );
    server.registerTool(
      'big',
      { description: 'Answers a long text.', inputSchema: { size: z.number() } },
      async ({ size }) => {
        calls.push({ tool: 'big', args: { size } });
        return { content: [{ type: 'text', text: 'x'.repeat(size) }] };
      },
    );
    server.registerTool('hang', { description: 'Never answers.', inputSchema: {} }, async () => {
      calls.push({ tool: 'hang', args: {} });
      return new Promise<never>((_, reject) => hanging.add(() => reject(new Error('closed'))));
    });
    return server;
  };
  const http: Server = createServer(async (req, res) => {
    authorizations.push(req.headers.authorization);
    if (options.token && req.headers.authorization !== `Bearer ${options.token}`) {
      res.writeHead(401).end();
      return;
    }
    const body = req.method === 'POST' ? JSON.parse(await readBody(req)) : undefined;
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    const server = mcp();
    res.on('close', () => void transport.close().then(() => server.close()));
    await server.connect(transport);
    await transport.handleRequest(req, res, body);
  });
  await new Promise<void>((resolve) => http.listen(options.port ?? 0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return {
    url: `${origin}/mcp`,
    origin,
    calls,
    authorizations,
    close: () =>
      new Promise<void>((resolve) => {
        for (const end of hanging) end();
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

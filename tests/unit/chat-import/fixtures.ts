import fs from 'node:fs';
import path from 'node:path';

const folder = path.resolve(import.meta.dirname, '../../fixtures/chat-import');

export const fixtureBytes = (name: string) => new Uint8Array(fs.readFileSync(path.join(folder, name)));
export const fixtureJson = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8'));
export const bytesOf = (value: unknown) =>
  new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value));

import 'server-only';
import { AppError } from '@/lib/errors';

/** A file the import cannot take, with the reason as the user sees it (HTTP 400, nothing written). */
export const refuse = (message: string) => new AppError('invalid_input', message);

/** One conversation of an otherwise recognised export is broken: the whole file is refused. */
export const damaged = (format: string, index: number, problem: string) =>
  refuse(`This ${format} export is damaged: conversation ${index + 1} ${problem}. Nothing was imported.`);

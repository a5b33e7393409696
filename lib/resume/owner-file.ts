import 'server-only';
import type { Caller } from '@/lib/data/port';
import { AppError } from '@/lib/errors';
import { getSiteFiles, readCheckedSiteFile } from '@/lib/files';

export const RESUME_FILE_KEY = 'resume/resume.pdf';
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The owner's uploaded resume, or null (none, during `next build`, the store cannot be read, or
 * the stored file is not a PDF of at most 5 MB: the generated resume is served then, as the pages
 * fall back to their default copy).
 */
export function getResumeFile(): Promise<Uint8Array | null> {
  return readCheckedSiteFile(RESUME_FILE_KEY, 'The uploaded resume', isResumePdf);
}

/** Checks by content, not by name or declared type: a PDF starts with `%PDF-`. */
export function assertResumePdf(bytes: Uint8Array): void {
  if (bytes.byteLength === 0) throw new AppError('invalid_input', 'The file is empty. Choose a PDF file.');
  if (bytes.byteLength > RESUME_MAX_BYTES) throw new AppError('payload_too_large', 'The PDF is larger than 5 MB.');
  const head = Buffer.from(bytes.subarray(0, 5)).toString('latin1');
  if (head !== '%PDF-')
    throw new AppError('invalid_input', 'This file is not a PDF. Choose a PDF file (at most 5 MB).');
}

function isResumePdf(bytes: Uint8Array): boolean {
  try {
    assertResumePdf(bytes);
    return true;
  } catch {
    return false;
  }
}

export async function saveResumeFile(caller: Caller, bytes: Uint8Array): Promise<void> {
  assertResumePdf(bytes);
  await getSiteFiles().write(caller, { key: RESUME_FILE_KEY, bytes, contentType: 'application/pdf' });
}

export async function removeResumeFile(caller: Caller): Promise<void> {
  await getSiteFiles().remove(caller, RESUME_FILE_KEY);
}

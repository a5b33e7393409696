import 'server-only';
import { reposFor } from '@/lib/auth/repos';
import type { AuthUser } from '@/lib/auth/types';
import type { ProjectFile } from '@/lib/data/port';
import { AppError } from '@/lib/errors';
import { prepareAttachment, type PreparedAttachment } from '../attachments/prepare';
import { readUploadForm, uploadedFiles } from '../attachments/read-upload';
import { takeUpload } from '../attachments/upload-rate-limit';

/**
 * A project's files, through the chat attachments' pipeline: the same limits and rate, checked
 * by content, a PDF read in the isolated reader, and only then stored (one refused file stores
 * none). A project's chats search its files' text, so an image or a PDF without text (a scan)
 * is refused with the reason: it would never be found.
 */
export async function uploadProjectFiles(user: AuthUser, projectId: string, request: Request): Promise<ProjectFile[]> {
  await takeUpload(user);
  const files = await uploadedFiles(await readUploadForm(request));
  const repos = await reposFor(user);
  // Someone else's (or a missing) project is refused before any file is decoded.
  if (!(await repos.projects.get(projectId))) throw new AppError('not_found', 'Project not found.');
  const prepared: PreparedAttachment[] = [];
  // One at a time: decoding PDFs is memory-heavy, and the machine is shared.
  for (const file of files) prepared.push(searchable(await prepareAttachment(file)));
  const stored: ProjectFile[] = [];
  for (const file of prepared) stored.push(await repos.attachments.addToProject(projectId, file));
  return stored;
}

function searchable(file: PreparedAttachment): PreparedAttachment {
  if (file.kind === 'image')
    throw new AppError(
      'invalid_input',
      `${file.name} is an image. A project's files are text or PDF, which its chats search; attach images to a chat message instead.`,
    );
  if (!file.text?.trim())
    throw new AppError(
      'invalid_input',
      `${file.name} has no text (a scanned PDF?), so there is nothing in it a chat could draw on.`,
    );
  return file;
}

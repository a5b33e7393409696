import 'server-only';
import { extractText, getDocumentProxy } from 'unpdf';
import { AppError } from '@/lib/errors';
import { checkPdfPages, checkPdfUnpackedSize } from './pdf-limits';

export type PreparedPdf = { text: string; pages: number };

/**
 * A PDF's text layer, page by page, extracted here so every provider can read it. An encrypted
 * or damaged file is refused; a scan (no text layer) comes back with '' and is refused when it
 * is sent (./turn-parts), with the reason.
 */
export async function preparePdf(name: string, bytes: Uint8Array): Promise<PreparedPdf> {
  checkPdfUnpackedSize(name, bytes);
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // pdf.js takes the buffer over (it detaches it), so it gets a copy.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { stopAtErrors: true });
  } catch (error) {
    if ((error as { name?: string }).name === 'PasswordException')
      throw new AppError(
        'invalid_input',
        `${name} is encrypted (password protected). Remove the password and attach it again.`,
        { cause: error },
      );
    throw new AppError('invalid_input', `${name} could not be read as a PDF: the file is damaged or incomplete.`, {
      cause: error,
    });
  }
  try {
    checkPdfPages(name, pdf.numPages);
    const { text, totalPages } = await extractText(pdf, { mergePages: false });
    const pages = text.map((page, i) => (page.trim() ? `[page ${i + 1}]\n${page.trim()}` : '')).filter(Boolean);
    return { text: pages.join('\n\n'), pages: totalPages };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('invalid_input', `${name} could not be read as a PDF: the file is damaged or incomplete.`, {
      cause: error,
    });
  } finally {
    await pdf.loadingTask.destroy().catch(() => undefined);
  }
}

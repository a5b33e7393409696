/** The name the resume PDF is saved under: the owner's name, e.g. "Jordan-Reyes-Resume.pdf". */
export function resumeFileName(name: string): string {
  const slug = name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return slug ? `${slug}-Resume.pdf` : 'resume.pdf';
}

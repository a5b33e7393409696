// What the resume card (resume-manager.tsx) gets back: POST takes the PDF's bytes as they are.
export type ResumeAnswer = { ok: true; size?: number };

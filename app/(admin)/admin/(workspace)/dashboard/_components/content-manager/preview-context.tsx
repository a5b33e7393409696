'use client';

import { createContext, use, type ComponentType } from 'react';

export type PublicSectionProps = {
  pageName: string;
  sectionName: string;
  /** The draft, already checked against the section's schema. */
  content: unknown;
  /** The saved site-wide links (e-mail, TaskPilot URL...), which several sections show. */
  links: unknown;
};

/**
 * What renders a section as the public site does. The dashboard page provides it (from
 * app/, where the public section components live), so this folder does not import app/.
 */
export type PreviewSetup = { Render: ComponentType<PublicSectionProps>; links: unknown };

export const PreviewRendererContext = createContext<ComponentType<PublicSectionProps> | null>(null);
export const SiteLinksContext = createContext<unknown>(undefined);

/** The renderer and the saved links, or null where no renderer was provided (no preview). */
export function usePreviewSetup(): PreviewSetup | null {
  const Render = use(PreviewRendererContext);
  const links = use(SiteLinksContext);
  return Render ? { Render, links } : null;
}

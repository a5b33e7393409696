import { Glyph } from '@/components/site/glyph';
import { kitButtonClass } from '@/components/site/kit-button';
import { gridBackdrop } from '@/components/site/grid-backdrop';
import type { PortfolioResumeContent } from '@/lib/content/pages/portfolio-resume';
import { mailtoHref } from '@/lib/mailto';
import { cn } from '@/lib/utils';
import { RotatingBadge } from './rotating-badge';

interface ResumeHeaderProps {
  resume: PortfolioResumeContent;
  email: string;
  linkedinUrl: string;
}

export function ResumeHeader({ resume, email, linkedinUrl }: ResumeHeaderProps) {
  return (
    <section
      aria-labelledby="resume-name"
      className={cn(gridBackdrop, 'relative border-b border-border/60 px-4 pt-28 pb-16 sm:px-6 sm:pt-32')}
    >
      <div className="mx-auto flex max-w-4xl flex-col items-center text-center">
        <RotatingBadge words={resume.badges} />
        <h1 id="resume-name" className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {resume.name}
        </h1>
        <p className="mt-3 font-mono text-sm tracking-wider text-balance text-primary sm:text-base">{resume.title}</p>
        <p className="mt-8 max-w-3xl border-l-2 border-signal/70 pl-4 text-left text-base leading-relaxed text-muted-foreground sm:text-lg">
          {resume.summary}
        </p>
        <div className="mt-10 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <a
            href={linkedinUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={kitButtonClass({ className: 'font-mono tracking-[0.15em]' })}
          >
            <Glyph name="external-link" />
            {resume.linkedin_button}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <a
            href={mailtoHref(email, resume.email_subject)}
            className={kitButtonClass({
              variant: 'outline',
              className:
                'border-signal/60 font-mono tracking-[0.15em] text-signal hover:bg-signal/10 hover:text-signal',
            })}
          >
            <Glyph name="mail" />
            {resume.email_button}
          </a>
        </div>
      </div>
    </section>
  );
}

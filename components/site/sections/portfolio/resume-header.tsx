import { Glyph } from '@/components/site/glyph';
import { actionClass } from '@/components/site/action-styles';
import { ContactFormLink } from '@/components/site/contact-form-link';
import { kitButtonClass } from '@/components/site/kit-button';
import type { PortfolioResumeContent } from '@/lib/content/pages/portfolio-resume';
import { mailtoHref } from '@/lib/mailto';
import { RotatingBadge } from './rotating-badge';
import { editable } from '@/lib/content/edit-marks';

interface ResumeHeaderProps {
  resume: PortfolioResumeContent;
  email: string;
  linkedinUrl: string;
}

export function ResumeHeader({ resume, email, linkedinUrl }: ResumeHeaderProps) {
  const mark = (path: string) => editable('portfolio', 'resume', path);
  return (
    <section aria-labelledby="resume-name" className="grid-backdrop resume-header">
      <div className="mx-auto flex max-w-4xl flex-col items-center text-center">
        <RotatingBadge words={resume.badges} />
        <h1
          id="resume-name"
          className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl"
          {...mark('name')}
        >
          {resume.name}
        </h1>
        <p className="mt-3 font-mono text-sm tracking-wider text-balance text-primary sm:text-base" {...mark('title')}>
          {resume.title}
        </p>
        <p className="resume-summary" {...mark('summary')}>
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
            <span {...mark('linkedin_button')}>{resume.linkedin_button}</span>
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
            <span {...mark('email_button')}>{resume.email_button}</span>
          </a>
          <ContactFormLink className={actionClass.outline} />
        </div>
      </div>
    </section>
  );
}

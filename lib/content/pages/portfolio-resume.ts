import { z } from 'zod';
import { LIMITS, emailAddress, httpsUrl, line, list, text } from '../fields';

/** portfolio: resume — header card, summary, rotating badge and contact buttons. */
export const portfolioResumeSchema = z
  .object({
    name: line(LIMITS.title).meta({ label: 'Name' }),
    title: line(LIMITS.title).meta({ label: 'Job title' }),
    email: emailAddress().meta({ label: 'E-mail address', hint: 'Where the e-mail button writes to.' }),
    summary: text(LIMITS.paragraph).meta({ label: 'Summary' }),
    linkedin: httpsUrl().meta({ label: 'LinkedIn link' }),
    badges: list(line(LIMITS.label), { exactly: 3 }).meta({ label: 'Badges', itemLabel: 'Badge' }),
    linkedin_button: line(LIMITS.label).meta({ label: 'LinkedIn button' }),
    email_button: line(LIMITS.label).meta({ label: 'E-mail button' }),
    email_subject: line(LIMITS.title).meta({
      label: 'E-mail subject',
      hint: 'The subject line of the e-mail the button starts.',
    }),
  })
  .meta({ label: 'Resume header' });
export type PortfolioResumeContent = z.infer<typeof portfolioResumeSchema>;

export const portfolioResumeDefaults: PortfolioResumeContent = {
  name: 'Jordan Reyes',
  title: 'Full-Stack & AI Developer | U.S. Marine Corps Veteran',
  email: 'contact@example.com',
  summary:
    'Marine Corps veteran and former MOS 6694 ALIMS specialist with 9+ years of experience across aviation ' +
    'logistics information systems, network infrastructure and full-stack development. I design and ship ' +
    'privacy-first applications and AI systems, from language-model integrations and retrieval pipelines to ' +
    'secure databases and automated deployments, and I bring military discipline, clear communication and ' +
    'ownership to every project.',
  linkedin: 'https://www.linkedin.com/in/example',
  badges: ['HONOR', 'COURAGE', 'COMMITMENT'],
  linkedin_button: 'VIEW LINKEDIN',
  email_button: 'SEND EMAIL',
  email_subject: 'Professional Opportunity',
};

export const SKILL_PRIORITIES = ['PRIMARY', 'CRITICAL', 'ACTIVE'] as const;
export const skillPrioritySchema = z.enum(SKILL_PRIORITIES);
export type SkillPriority = z.infer<typeof skillPrioritySchema>;

const skillGroupSchema = z.object({
  category: line(LIMITS.title).meta({ label: 'Title' }),
  items: list(line(LIMITS.title), { min: 1, max: 20 }).meta({ label: 'Skills', itemLabel: 'Skill' }),
  priority: skillPrioritySchema.meta({ label: 'Priority', hint: 'The badge beside the title.' }),
});

/** portfolio: skills — the skills grid. */
export const portfolioSkillsSchema = z
  .object({
    heading: line(LIMITS.title).meta({ label: 'Heading' }),
    skills: list(skillGroupSchema, { min: 1, max: 12 }).meta({ label: 'Skill groups', itemLabel: 'Skill group' }),
  })
  .meta({ label: 'Skills' });
export type PortfolioSkillsContent = z.infer<typeof portfolioSkillsSchema>;

export const portfolioSkillsDefaults: PortfolioSkillsContent = {
  heading: 'Skills Matrix',
  skills: [
    {
      category: 'AI & Machine Learning',
      items: [
        'OpenAI & Anthropic APIs',
        'Retrieval-augmented generation',
        'Agentic workflows & tool calling',
        'Vector search & embeddings',
        'Prompt engineering',
      ],
      priority: 'PRIMARY',
    },
    {
      category: 'Full-Stack Development',
      items: ['TypeScript', 'React & Next.js', 'Node.js', 'Python', 'REST & streaming APIs'],
      priority: 'PRIMARY',
    },
    {
      category: 'Security & Privacy',
      items: ['Encryption at rest', 'Authentication & sessions', 'Least-privilege access', 'Privacy by design'],
      priority: 'CRITICAL',
    },
    {
      category: 'Data & Infrastructure',
      items: ['PostgreSQL & Supabase', 'Row-level security', 'Docker', 'CI/CD pipelines', 'Linux administration'],
      priority: 'CRITICAL',
    },
    {
      category: 'Logistics & Leadership',
      items: [
        'Aviation logistics information systems',
        'Project management',
        'Network infrastructure',
        'Team leadership',
        'Client communication',
      ],
      priority: 'ACTIVE',
    },
  ],
};

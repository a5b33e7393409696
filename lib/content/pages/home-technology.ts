import { z } from 'zod';
import { LIMITS, line, list, text } from '../fields';
import { iconSchema } from '../icons';

export const TOOL_STATUSES = ['PRIMARY', 'MANDATORY', 'ACTIVE', 'TESTING', 'DEVELOPING', 'READY'] as const;
export const toolStatusSchema = z.enum(TOOL_STATUSES);

const toolSchema = z.object({
  name: line(LIMITS.title).meta({ label: 'Name' }),
  status: toolStatusSchema.meta({ label: 'Status', hint: 'The badge beside the name.' }),
  highlight: z.boolean().meta({ label: 'Stand out', hint: 'Draws this tool in the accent colour.' }),
});

const techCategorySchema = z.object({
  category: line(LIMITS.title).meta({ label: 'Title' }),
  icon: iconSchema.meta({ label: 'Icon' }),
  description: text(LIMITS.sentence).meta({ label: 'Description' }),
  items: list(toolSchema, { min: 1, max: 16 }).meta({ label: 'Tools', itemLabel: 'Tool' }),
});

/** home: technology — four categories, each with a grid of tools. */
export const homeTechnologySchema = z
  .object({
    heading: line(LIMITS.title).meta({ label: 'Heading' }),
    intro: text(LIMITS.sentence).meta({ label: 'Introduction' }),
    categories: list(techCategorySchema, { exactly: 4 }).meta({ label: 'Categories', itemLabel: 'Category' }),
  })
  .meta({ label: 'Technology' });
export type HomeTechnologyContent = z.infer<typeof homeTechnologySchema>;

export const homeTechnologyDefaults: HomeTechnologyContent = {
  heading: 'Technology Arsenal',
  intro:
    'Proven tools, chosen for reliability and security, and deployed where they deliver the most value ' +
    'for the mission.',
  categories: [
    {
      category: 'AI Command Center',
      icon: 'brain',
      description: 'Large language models and memory systems that power intelligent, personalized assistance.',
      items: [
        { name: 'OpenAI GPT-4o', status: 'PRIMARY', highlight: true },
        { name: 'Anthropic Claude', status: 'PRIMARY', highlight: true },
        { name: 'Embeddings & Vector Memory', status: 'ACTIVE', highlight: false },
        { name: 'Retrieval-Augmented Generation', status: 'ACTIVE', highlight: false },
        { name: 'Local & Open-Weight Models', status: 'TESTING', highlight: false },
      ],
    },
    {
      category: 'Development Arsenal',
      icon: 'code',
      description: 'A modern, type-safe stack for building fast, accessible and maintainable applications.',
      items: [
        { name: 'TypeScript', status: 'MANDATORY', highlight: true },
        { name: 'React & Next.js', status: 'PRIMARY', highlight: true },
        { name: 'Node.js', status: 'ACTIVE', highlight: false },
        { name: 'Python', status: 'ACTIVE', highlight: false },
        { name: 'Tailwind CSS', status: 'READY', highlight: false },
        { name: 'Automated Testing', status: 'MANDATORY', highlight: false },
      ],
    },
    {
      category: 'Agentic Workflow Systems',
      icon: 'workflow',
      description: 'AI agents that plan, use tools and automate multi-step work with a human in command.',
      items: [
        { name: 'Tool-Calling Agents', status: 'ACTIVE', highlight: true },
        { name: 'Multi-Agent Orchestration', status: 'DEVELOPING', highlight: false },
        { name: 'Workflow Automation', status: 'ACTIVE', highlight: false },
        { name: 'Model Context Protocol', status: 'TESTING', highlight: false },
        { name: 'Task Planning Engine', status: 'DEVELOPING', highlight: true },
      ],
    },
    {
      category: 'Infrastructure Command',
      icon: 'server',
      description: 'Secure, scalable infrastructure with encryption, access control and automated delivery.',
      items: [
        { name: 'PostgreSQL & Supabase', status: 'PRIMARY', highlight: true },
        { name: 'Row-Level Security', status: 'MANDATORY', highlight: true },
        { name: 'Docker', status: 'ACTIVE', highlight: false },
        { name: 'CI/CD Pipelines', status: 'ACTIVE', highlight: false },
        { name: 'Linux Server Administration', status: 'READY', highlight: false },
        { name: 'Network Infrastructure', status: 'READY', highlight: false },
      ],
    },
  ],
};

import type { ReactNode } from 'react';
import type { EditMark } from '@/lib/content/edit-marks';
import type { ContactTopicsContent } from '@/lib/content/pages/contact';
import type { InquiryTopic } from '@/lib/data/inquiry-port';
import { FIELD, TOPICS } from '@/lib/inquiries/topics';

// The owner's words for each topic (the contact page's "topics" section).
const WORDING = { tech: 'tech', 'lawn-care': 'lawn_care', other: 'other' } as const satisfies Record<
  InquiryTopic,
  keyof ContactTopicsContent
>;

/**
 * The three topics as radio buttons, in the owner's words; lawn care's extra fields follow it (CSS
 * :has, so also without script). The form passes its error and how to describe the group, and the
 * page's "Edit page" marks (made on the server: the form is a client component); the dashboard's
 * preview draws it without them.
 */
export function TopicChoice({
  topic,
  wording,
  error,
  described,
  onChange,
  marks,
}: {
  topic: InquiryTopic | null;
  wording: ContactTopicsContent;
  error?: ReactNode;
  described?: { 'aria-invalid'?: boolean; 'aria-describedby'?: string };
  onChange?: (topic: InquiryTopic) => void;
  marks?: Partial<Record<keyof ContactTopicsContent, EditMark>>;
}) {
  return (
    <fieldset id="contact-topics" className="space-y-2" {...described}>
      <legend className="mb-1.5 text-sm font-medium" {...marks?.question}>
        {wording.question}
      </legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {TOPICS.map(({ id }) => (
          <label
            key={id}
            htmlFor={`topic-${id}`}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-sm border border-input px-3 py-2 has-checked:border-primary has-checked:bg-primary/10"
          >
            <input
              type="radio"
              id={`topic-${id}`}
              name={FIELD.topic}
              value={id}
              defaultChecked={topic === id}
              required
              onChange={onChange && (() => onChange(id))}
              className="size-4 accent-primary"
            />
            <span {...marks?.[WORDING[id]]}>{wording[WORDING[id]]}</span>
          </label>
        ))}
      </div>
      {error}
    </fieldset>
  );
}

import type { InquiryTopic } from '@/lib/data/inquiry-port';
import { FIELD, TOPICS } from '@/lib/inquiries/topics';
import { FieldError, describedBy } from './field';

/** The three topics as radio buttons; lawn care's extra fields follow it (CSS :has, so also without script). */
export function TopicChoice({
  topic,
  error,
  onChange,
}: {
  topic: InquiryTopic | null;
  error?: string;
  onChange: (topic: InquiryTopic) => void;
}) {
  return (
    <fieldset className="space-y-2" {...describedBy(FIELD.topic, error)}>
      <legend className="mb-1.5 text-sm font-medium">What is this about?</legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {TOPICS.map(({ id, label }) => (
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
              onChange={() => onChange(id)}
              className="size-4 accent-primary"
            />
            {label}
          </label>
        ))}
      </div>
      <FieldError name={FIELD.topic} error={error} />
    </fieldset>
  );
}

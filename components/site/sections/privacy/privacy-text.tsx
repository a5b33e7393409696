import type { PrivacyTextContent } from '@/lib/content/pages/privacy';
import { editable } from '@/lib/content/edit-marks';

/** The privacy policy, one part per heading, each with its text and an optional list. */
export function PrivacyText({ text }: { text: PrivacyTextContent }) {
  const mark = (path: string) => editable('privacy', 'text', path);
  return (
    <div className="mt-10 space-y-8 text-pretty text-muted-foreground">
      {text.parts.map((part, index) => (
        <section key={index} aria-labelledby={`privacy-part-${index}`}>
          <h2
            id={`privacy-part-${index}`}
            className="text-xl font-bold text-foreground"
            {...mark(`parts.${index}.heading`)}
          >
            {part.heading}
          </h2>
          <p className="mt-3 whitespace-pre-line" {...mark(`parts.${index}.text`)}>
            {part.text}
          </p>
          {part.points.length > 0 ? (
            <ul className="list-disc pl-6">
              {part.points.map((point, i) => (
                <li key={i} className="mt-2" {...mark(`parts.${index}.points.${i}`)}>
                  {point}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}

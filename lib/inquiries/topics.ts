// The form's vocabulary, shared by the page, the browser's form and the server (no server-only).
import type { InquiryStatus, InquiryTopic, LawnService } from '@/lib/data/inquiry-port';

export const TOPICS: readonly { id: InquiryTopic; label: string }[] = [
  { id: 'tech', label: 'Tech consultation' },
  { id: 'lawn-care', label: 'Lawn care quote' },
  { id: 'other', label: 'Something else' },
];

export const LAWN_SERVICES: readonly { id: LawnService; label: string }[] = [
  { id: 'mowing', label: 'Mowing' },
  { id: 'edging-trimming', label: 'Edging and trimming' },
  { id: 'leaf-cleanup', label: 'Leaf cleanup' },
  { id: 'other', label: 'Other' },
];

export const STATUS_LABELS: Record<InquiryStatus, string> = {
  new: 'New',
  unverified: 'Unverified',
  replied: 'Replied',
  archived: 'Archived',
  spam: 'Spam',
};

export const INQUIRY_LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  location: 200,
  messageMin: 10,
  messageMax: 5000,
} as const;

/** The form's field names; `website` is the honeypot, hidden from people. */
export const FIELD = {
  topic: 'topic',
  name: 'name',
  email: 'email',
  phone: 'phone',
  location: 'location',
  service: 'service',
  message: 'message',
  honeypot: 'website',
  token: 'form_token',
  proof: 'altcha',
} as const;

/** `?topic=` of /contact: a known topic, or null (the visitor picks). */
export function topicFrom(value: unknown): InquiryTopic | null {
  return TOPICS.find((topic) => topic.id === value)?.id ?? null;
}

export const topicLabel = (topic: InquiryTopic) => TOPICS.find((t) => t.id === topic)!.label;
export const serviceLabel = (service: LawnService) => LAWN_SERVICES.find((s) => s.id === service)!.label;

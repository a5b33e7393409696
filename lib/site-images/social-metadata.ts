import 'server-only';
import type { Metadata } from 'next';
import { getShownImage } from './load';

/**
 * A page's metadata with the uploaded social card as its Open Graph and Twitter image (made
 * absolute by the root layout's metadataBase). Without an upload the page keeps its small
 * text-only card: there is no built-in social image.
 */
export async function withSocialCard(metadata: Metadata): Promise<Metadata> {
  const card = await getShownImage('social-card');
  if (!card) return metadata;
  const image = { url: card.src, width: card.width, height: card.height, alt: card.alt };
  return {
    ...metadata,
    openGraph: { ...metadata.openGraph, images: [image] },
    twitter: { ...metadata.twitter, card: 'summary_large_image', images: [image] },
  } as Metadata;
}

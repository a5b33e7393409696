import { getPageContent } from '@/lib/content/load';

// Placeholder landing page; the full landing page renders every section.
export default async function HomePage() {
  const { hero } = await getPageContent('home');
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-3xl flex-col justify-center gap-4 p-6">
      <p className="font-mono text-sm tracking-widest text-muted-foreground">{hero.mottos[0]}</p>
      <h1 className="text-4xl font-bold">{hero.headline}</h1>
      <p className="text-lg text-muted-foreground">{hero.subtitle}</p>
    </main>
  );
}

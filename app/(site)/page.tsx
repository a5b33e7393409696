import { contentRegistry } from '@/lib/content/registry';

// Placeholder landing page of the foundation; the public-site work renders every section from page_content.
export default function HomePage() {
  const hero = contentRegistry.home.hero.defaults;
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-3xl flex-col justify-center gap-4 p-6">
      <p className="font-mono text-sm tracking-widest text-muted-foreground">{hero.mottos[0]}</p>
      <h1 className="text-4xl font-bold">{hero.headline}</h1>
      <p className="text-lg text-muted-foreground">{hero.subtitle}</p>
    </main>
  );
}

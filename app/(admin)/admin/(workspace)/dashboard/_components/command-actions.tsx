import { Bot, Database, ExternalLink, Inbox } from 'lucide-react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

export function CommandActions() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="font-mono tracking-widest">Command Actions</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button asChild className="font-mono tracking-widest">
          <Link href="/ai-portal">
            <Bot aria-hidden /> AI COMMAND PORTAL
          </Link>
        </Button>
        <Button asChild variant="outline" className="font-mono tracking-widest">
          <Link href="/admin/inquiries">
            <Inbox aria-hidden /> INQUIRIES
          </Link>
        </Button>
        <Button asChild variant="outline" className="font-mono tracking-widest">
          <a href="/" target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden /> VIEW LIVE SITE
          </a>
        </Button>
        <Button asChild variant="outline" className="font-mono tracking-widest">
          <Link href="/test-supabase">
            <Database aria-hidden /> DATABASE STATUS
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

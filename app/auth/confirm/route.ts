import { supabaseConfig } from '@/lib/auth';
import { handleConfirm } from '@/lib/auth/confirm';

// The link in Supabase's confirmation e-mail (see docs/deploy.md for the template).
export async function GET(request: Request) {
  return handleConfirm(request, supabaseConfig());
}

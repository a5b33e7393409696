import { Badge } from '@/components/ui/badge';
import type { SecondFactorKind } from '@/lib/data/port';

const NAMES: Record<SecondFactorKind, string> = { totp: 'Authenticator app', webauthn: 'Passkey', phone: 'Phone' };

/** Which second factors an admin has (the owner's view). */
export function AdminFactors({ factors }: { factors: SecondFactorKind[] }) {
  if (factors.length === 0) {
    return (
      <Badge variant="outline" className="border-amber-500/60 text-amber-200">
        No second factor
      </Badge>
    );
  }
  return (
    <span className="flex flex-wrap gap-1">
      {factors.map((factor) => (
        <Badge key={factor} variant="outline">
          {NAMES[factor]}
        </Badge>
      ))}
    </span>
  );
}

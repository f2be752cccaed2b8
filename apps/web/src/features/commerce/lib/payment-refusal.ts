// Why the card was refused, from a 402 `payment_failed` answer's `context` (card_declined,
// insufficient_funds, expired_card); null for any other failure, and `unknown` for a refusal
// without a reason this portal words.
import { ApiError } from '../../../lib/http/api-error';

const knownReasons = new Set(['card_declined', 'insufficient_funds', 'expired_card']);

export function paymentRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 402) return null;
  const context =
    typeof error.body === 'object' && error.body !== null
      ? (error.body as { context?: unknown }).context
      : undefined;
  return typeof context === 'string' && knownReasons.has(context) ? context : 'unknown';
}

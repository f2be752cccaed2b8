// Shown instead of the player when the viewer may not watch: why, and what would unlock it.
// The server renders it from a visitor's answer. For a signed-in viewer that answer may be wrong
// (a pass they hold), so until their own answers are in (`session-pending`, set before the first
// paint by index.html and cleared by useViewerRefetch) the panel says it is checking instead.
import type { Product } from '@touchline/contract/entities/product';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LockIcon } from '../../../ui/icons';
import { PictureSources } from '../../../ui/picture-sources';
import type { Availability } from '../lib/event-facts';
import { CommerceOffers } from './commerce-offers';

export function AvailabilityPanel({
  availability,
  options,
  poster,
  loading,
  renderBuy,
}: {
  availability: Exclude<Availability, 'available'>;
  options: Product[];
  poster: string | null;
  loading: boolean;
  renderBuy?: ((product: Product) => ReactNode) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <section
      // At least 16:9 like the player it replaces, taller when the offers need the room.
      className="relative isolate grid aspect-video w-full place-items-center bg-black py-6 text-white sm:rounded-xl"
      aria-labelledby="availability-title"
      data-testid="availability"
      data-reason={availability}
    >
      {poster && (
        <div className="absolute inset-0 -z-10 overflow-hidden sm:rounded-xl">
          <picture>
            {/* Blurred: the smallest copy is as good as the largest. */}
            <PictureSources src={poster} sizes="320px" />
            <img
              src={poster}
              alt=""
              width={1280}
              height={720}
              fetchPriority="high"
              className="size-full object-cover opacity-30 blur-sm"
            />
          </picture>
        </div>
      )}
      <p
        role="status"
        className="absolute inset-0 hidden place-items-center px-6 text-sm text-white/80 session-pending:grid"
      >
        {t('eventView.availability.checking')}
      </p>
      {/* Invisible rather than removed: the panel keeps its height when the answer shows. */}
      <div className="w-full max-w-lg px-6 text-center session-pending:invisible">
        <span className="mx-auto mb-3 grid size-12 place-items-center rounded-full bg-white/15">
          <LockIcon width={22} height={22} />
        </span>
        <h2 id="availability-title" className="text-lg font-bold sm:text-xl">
          {t(
            `eventView.availability.${availability === 'not-in-region' ? 'region' : 'entitlement'}.title`,
          )}
        </h2>
        <p className="mt-1 text-sm text-white/80">
          {t(
            `eventView.availability.${availability === 'not-in-region' ? 'region' : 'entitlement'}.text`,
          )}
        </p>
        {availability === 'not-entitled' && (
          <CommerceOffers options={options} loading={loading} renderBuy={renderBuy} />
        )}
      </div>
    </section>
  );
}

// The head of a league, category, sub-category or team page: the wide banner, then the logo,
// the kind and title, and the social links.
import type { Identity } from '@touchline/contract/entities/identity';
import { useTranslation } from 'react-i18next';
import { Image } from '../../../ui/image';
import { selectBanners } from '../lib/banners';
import { BannerPicture } from './banner-picture';
import { SocialLinks } from './social-links';

export function IdentityHeader({
  identity,
  parentTitle,
}: {
  identity: Identity;
  parentTitle?: string;
}) {
  const { t } = useTranslation();
  const { wide } = selectBanners(identity);
  const logo = identity.logoUrl ?? identity.imageUrl;

  return (
    <header data-testid="identity-header" data-identity-id={identity.id} data-kind={identity.kind}>
      {wide[0] && <BannerPicture banner={wide[0]} label={identity.title} eager className="mb-6" />}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-5">
        <div className="flex min-w-0 flex-1 items-center gap-4 sm:gap-5">
          {logo && (
            <Image
              src={logo}
              alt=""
              width={80}
              height={80}
              loading="eager"
              className="size-16 shrink-0 rounded-2xl ring-1 ring-line sm:size-20"
              imgClassName="object-contain! p-1.5"
            />
          )}
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-[0.14em] text-fg-subtle uppercase">
              {parentTitle ?? t(`catalog.kinds.${identity.kind}`)}
            </p>
            <h1 className="mt-1 font-display text-2xl font-extrabold tracking-tight break-words text-fg sm:text-4xl">
              {identity.title}
            </h1>
          </div>
        </div>
        <SocialLinks identity={identity} />
      </div>
      {wide.slice(1).map((banner) => (
        <BannerPicture key={banner.key} banner={banner} label={identity.title} className="mt-6" />
      ))}
    </header>
  );
}

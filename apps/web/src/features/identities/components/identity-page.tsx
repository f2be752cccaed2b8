// The frame of a league, category, sub-category or team page: header, optional navigation, the
// page's content (events, composed by the route) and, on wide screens, the tall banners beside it;
// image banners follow the content.
import type { Identity } from '@touchline/contract/entities/identity';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/app/use-document-title';
import { selectBanners } from '../lib/banners';
import { BannerPicture } from './banner-picture';
import { IdentityHeader } from './identity-header';

export interface IdentityPageProps {
  identity: Identity;
  parentTitle?: string;
  nav?: ReactNode;
  /** What the viewer can do with the identity (follow it), composed by the route. */
  actions?: ReactNode;
  children: ReactNode;
}

export function IdentityPage({ identity, parentTitle, nav, actions, children }: IdentityPageProps) {
  useDocumentTitle(identity.title);
  const { tall, images } = selectBanners(identity);
  return (
    <div className="px-4 pt-6 pb-12 sm:px-6 lg:px-10" data-testid="identity-page">
      <IdentityHeader identity={identity} parentTitle={parentTitle} />
      {actions && <div className="mt-4 flex flex-wrap gap-3">{actions}</div>}
      {nav}
      <div className="mt-8 flex gap-8">
        <div className="min-w-0 flex-1">{children}</div>
        {tall.length > 0 && (
          <aside className="hidden w-56 shrink-0 space-y-4 xl:block" data-testid="tall-banners">
            {tall.map((banner) => (
              <BannerPicture key={banner.key} banner={banner} label={identity.title} />
            ))}
          </aside>
        )}
      </div>
      {images.length > 0 && (
        <div
          className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4"
          data-testid="image-banners"
        >
          {images.map((banner) => (
            <BannerPicture key={banner.key} banner={banner} label={identity.title} />
          ))}
        </div>
      )}
    </div>
  );
}

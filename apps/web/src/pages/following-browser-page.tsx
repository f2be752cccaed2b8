// The eight following browsers of spec §2 (and the sign-up following steps use the same ones):
// leagues or categories, the teams of a league or the sub-categories of a category, all or only
// the followed ones. The identities come from the identities feature, the follow buttons from the
// follows feature; this page composes the two.
import { useQuery } from '@tanstack/react-query';
import type { IdentityListRequest } from '@touchline/contract/calls/identities';
import type { FollowTarget } from '@touchline/contract/enums';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FollowingBrowser } from '../features/follows/components/following-browser';
import { listIdentities } from '../features/identities/api/list-identities';
import { useDocumentTitle } from '../lib/app/use-document-title';

export interface BrowserSpec {
  kind: 'league' | 'category';
  /** The league or category whose teams or sub-categories are browsed; none for the top level. */
  parentId?: string;
  followedOnly: boolean;
  /** Where the browser lives: /following or /auth/sign-up/following. */
  base: string;
  footer?: ReactNode;
}

const top: Record<BrowserSpec['kind'], { type: FollowTarget; child: FollowTarget }> = {
  league: { type: 'league', child: 'team' },
  category: { type: 'category', child: 'subcategory' },
};

function request({ kind, parentId }: BrowserSpec): IdentityListRequest {
  const childKind = kind === 'league' ? 'team' : 'subcategory';
  return parentId
    ? { page: 0, size: 100, kind: childKind, archived: false, 'identities.id': [parentId] }
    : { page: 0, size: 100, kind, archived: false, sort: 'order', order: 'asc' };
}

export function FollowingBrowserPage(spec: BrowserSpec) {
  const { t } = useTranslation();
  const body = request(spec);
  const list = useQuery({
    queryKey: ['identity', 'list', body] as const,
    queryFn: ({ signal }) => listIdentities(body, signal),
    select: (answer) => answer.content.entries,
  });
  const here = `${spec.base}/${spec.kind}/${spec.parentId ? `${spec.parentId}/` : ''}`;
  const title = spec.parentId
    ? t(spec.kind === 'league' ? 'personal.follow.teamsTitle' : 'personal.follow.subsTitle')
    : t(
        spec.kind === 'league' ? 'personal.follow.leaguesTitle' : 'personal.follow.categoriesTitle',
      );
  useDocumentTitle(title);
  return (
    <FollowingBrowser
      title={title}
      type={spec.parentId ? top[spec.kind].child : top[spec.kind].type}
      items={list.data?.map((identity) => ({
        id: identity.id,
        title: identity.title,
        imageUrl: identity.logoUrl ?? identity.imageUrl,
        childrenHref: spec.parentId ? undefined : `${spec.base}/${spec.kind}/${identity.id}/`,
      }))}
      loading={list.isPending}
      error={list.isError ? list.error : null}
      followedOnly={spec.followedOnly}
      switchHref={spec.followedOnly ? here : `${here}followed/`}
      footer={spec.footer}
    />
  );
}

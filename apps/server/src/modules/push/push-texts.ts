// What a notice says, in the viewer's language (the server's own texts, ADR 040), and where a
// click on it leads: the game's page, opened by the service worker on the portal's origin.
import type { Locale } from '@touchline/contract/enums';
import type { PushNoticeKind } from '../../db/schema-push';
import { serverTexts } from '../../i18n/server-texts';
import type { Tenant } from '../tenants/tenant';

export interface NoticePayload {
  title: string;
  body: string;
  /** A portal path: the service worker opens it on its own origin. */
  url: string;
  /** One notification per game and kind on the device: a repeat replaces, never piles up. */
  tag: string;
  icon: string | null;
}

const keyOf: Record<PushNoticeKind, string> = { starts_soon: 'startsSoon', live: 'live' };

export function noticePayload(
  tenant: Tenant,
  game: { id: string; title: string },
  kind: PushNoticeKind,
  language: Locale,
): NoticePayload {
  const locale = tenant.config.languages.includes(language)
    ? language
    : tenant.config.defaultLanguage;
  const t = serverTexts(locale);
  const values = { title: game.title, tenant: tenant.name };
  return {
    title: t(`push.${keyOf[kind]}.title`, values),
    body: t(`push.${keyOf[kind]}.body`, values),
    url: `/events/${encodeURIComponent(game.id)}/`,
    tag: `${kind}:${game.id}`,
    icon: tenant.config.theme.faviconUrl,
  };
}

// An identity's social links as labelled round icon buttons; opens each network in a new tab.
import type { Identity } from '@touchline/contract/entities/identity';
import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { FacebookIcon, InstagramIcon, WebIcon, XIcon } from './social-icons';

type Network = 'facebook' | 'instagram' | 'x' | 'web';

const networks: {
  network: Network;
  field: keyof Identity;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}[] = [
  { network: 'facebook', field: 'facebookUrl', Icon: FacebookIcon },
  { network: 'instagram', field: 'instagramUrl', Icon: InstagramIcon },
  { network: 'x', field: 'xUrl', Icon: XIcon },
  { network: 'web', field: 'webUrl', Icon: WebIcon },
];

/** Only http(s) addresses become links: a stored `javascript:` URL must never be clickable. */
const safeUrl = (value: unknown): string | null =>
  typeof value === 'string' && /^https?:\/\//i.test(value) ? value : null;

export function SocialLinks({ identity }: { identity: Identity }) {
  const { t } = useTranslation();
  const links = networks.flatMap(({ network, field, Icon }) => {
    const url = safeUrl(identity[field]);
    return url ? [{ network, url, Icon }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul
      role="list"
      className="flex flex-wrap gap-2"
      aria-label={t('catalog.social.label')}
      data-testid="social-links"
    >
      {links.map(({ network, url, Icon }) => (
        <li key={network}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="grid size-10 place-items-center rounded-full bg-surface-2 text-fg ring-1 ring-line transition-colors hover:bg-brand hover:text-brand-fg"
            aria-label={t('catalog.social.link', {
              network: t(`catalog.social.${network}`),
              title: identity.title,
            })}
            data-network={network}
          >
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}

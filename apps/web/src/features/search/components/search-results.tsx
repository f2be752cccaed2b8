// The results of the search page as an ARIA listbox grouped by teams, leagues and categories,
// and videos. The input keeps focus; the active option is announced via aria-activedescendant.
// Each option is a link (ARIA allows role="option" on one): a server-rendered page opens its
// results before its script has run, and a result opens in a new tab like any link.
import type { Event } from '@touchline/contract/entities/event';
import type { SearchItem } from '@touchline/contract/entities/search-item';
import { Link } from '@tanstack/react-router';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewerTimeZone } from '../../../lib/app/use-hydrated';
import { formatDay, formatTime } from '../../../lib/i18n/format';
import { useFormattingLocale, useLocaleServices } from '../../../lib/i18n/locale-context';
import { Image } from '../../../ui/image';
import { groupOrder, type ResultOption } from '../lib/result-options';

export const optionId = (listboxId: string, key: string) => `${listboxId}-${key}`;

export interface SearchResultsProps {
  id: string;
  options: ResultOption[];
  activeKey: string | null;
  onHover: (key: string) => void;
  label: string;
}

interface OptionLinkProps {
  option: ResultOption;
  id: string;
  active: boolean;
  onHover: () => void;
  children: ReactNode;
}

/** One result as a link: the router's for pages in its tree, a plain one for the event page. */
function OptionLink({ option, id, active, onHover, children }: OptionLinkProps) {
  const { prefix } = useLocaleServices();
  const shared = {
    id,
    role: 'option',
    'aria-selected': active,
    // The input keeps focus while the arrow keys walk the options; Tab does not stop on each.
    tabIndex: -1,
    onMouseMove: onHover,
    className: clsx(
      'flex min-w-0 cursor-pointer items-center gap-3 rounded-xl border p-2 pe-3 transition-colors',
      active ? 'border-brand bg-brand/10' : 'border-line bg-surface hover:bg-surface-2',
    ),
    'data-testid': 'search-option',
    'data-group': option.group,
    'data-active': active || undefined,
  } as const;
  const { target } = option;
  if ('href' in target)
    return (
      <a href={prefix.href(target.href)} {...shared}>
        {children}
      </a>
    );
  return (
    <Link to={target.to} params={target.params as never} {...shared}>
      {children}
    </Link>
  );
}

function ItemRow({ item }: { item: SearchItem }) {
  return (
    <>
      <Image
        src={item.imageUrl}
        alt=""
        width={48}
        height={48}
        className="size-11 shrink-0 rounded-xl ring-1 ring-line"
        imgClassName="object-contain! p-1"
      />
      <span className="min-w-0 truncate font-semibold text-fg">{item.title}</span>
    </>
  );
}

/** How many video rows are in view without scrolling on a phone: their thumbnails load at once. */
const eagerVideoRows = 4;

function VideoRow({ event, position }: { event: Event; position: number }) {
  const locale = useFormattingLocale();
  const timeZone = useViewerTimeZone();
  const date = new Date(event.gameStartDate);
  const teams = event.team1 && event.team2 ? `${event.team1.name} – ${event.team2.name}` : null;
  return (
    <>
      <Image
        src={event.imageUrl ?? event.source.poster}
        alt=""
        width={160}
        height={90}
        className="w-28 shrink-0 rounded-lg ring-1 ring-line sm:w-32"
        loading={position < eagerVideoRows ? 'eager' : 'lazy'}
        // The first video's thumbnail is the largest image a results page shows first.
        fetchPriority={position === 0 ? 'high' : undefined}
      />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold text-fg">{teams ?? event.title}</span>
        <span className="block truncate text-sm text-fg-muted">
          {event.categories[0]?.title}
          {event.categories[0] && ' · '}
          {formatDay(date, { locale, timeZone })}, {formatTime(date, { locale, timeZone })}
        </span>
      </span>
    </>
  );
}

export function SearchResults({ id, options, activeKey, onHover, label }: SearchResultsProps) {
  const { t } = useTranslation();
  return (
    <div
      id={id}
      role="listbox"
      aria-label={label}
      className="space-y-8"
      data-testid="search-results"
    >
      {groupOrder.map((group) => {
        const inGroup = options.filter((option) => option.group === group);
        if (inGroup.length === 0) return null;
        const headingId = `${id}-${group}`;
        return (
          <div
            key={group}
            role="group"
            aria-labelledby={headingId}
            data-testid={`search-group-${group}`}
          >
            {/* A listbox's groups may hold only options, so the group's name is no heading. */}
            <div
              id={headingId}
              className="mb-3 text-xs font-semibold tracking-[0.14em] text-fg-subtle uppercase"
            >
              {t(`catalog.search.groups.${group}`)}
            </div>
            <ul
              role="presentation"
              className={clsx(
                // One minmax(0, 1fr) column on phones: an auto column grows to the rows' longest
                // title and pushes the page sideways.
                group === 'videos'
                  ? 'grid grid-cols-1 gap-2 lg:grid-cols-2'
                  : 'grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3',
              )}
            >
              {inGroup.map((option, position) => (
                <li key={option.key} role="presentation">
                  <OptionLink
                    option={option}
                    id={optionId(id, option.key)}
                    active={option.key === activeKey}
                    onHover={() => onHover(option.key)}
                  >
                    {option.group === 'videos' ? (
                      <VideoRow event={option.event} position={position} />
                    ) : (
                      <ItemRow item={option.item} />
                    )}
                  </OptionLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

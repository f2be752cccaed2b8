// What the event list asks the repository for, in database terms rather than wire terms.
import type {
  IdentityMediaType,
  MediaKind,
  SortDirection,
  SortField,
} from '@touchline/contract/enums';

export interface EventListCriteria {
  identityIds?: string[];
  /** identity = leagues and categories; identity_item = sub-categories and teams. */
  identityType?: IdentityMediaType;
  mediaKind?: MediaKind;
  teamIds?: string[];
  eventId?: string;
  sportType?: string;
  startsBetween?: { from: Date; to: Date };
  status?: string;
  search?: string;
  /** Highlights and clips cut from this event. */
  parentEventId?: string;
  /** true: only player highlights (with a player number); false: only those without. */
  playerHighlight?: boolean;
  /** The signed-in viewer: their own user clips are listed, nobody else's. */
  viewerId?: string | null;
}

export interface EventSort {
  field: SortField;
  direction: SortDirection;
}

/** The sort key and id of the last row of a page: where the next page starts. */
export interface SeekKey {
  key: string;
  id: string;
}

/** A page by position (the contract's page/size) or by seeking past the previous page's last row. */
export type PageWindow = { offset: number; limit: number } | { after: SeekKey; limit: number };

// What a catalogue card shows beside its link (the watchlist's save button), chosen at the root
// route: cards live in the events feature and must not depend on the feature that acts on them.
import type { Event } from '@touchline/contract/entities/event';
import { createContext, useContext, type ReactNode } from 'react';

export type CardAction = (event: Event) => ReactNode;

const CardActionContext = createContext<CardAction | null>(null);

export const CardActionProvider = CardActionContext.Provider;

export const useCardAction = (): CardAction | null => useContext(CardActionContext);

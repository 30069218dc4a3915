import { createContext, useContext } from 'react';
import type { EventWhen } from './model/event';
import type { WebEventSummary, WebEventView } from './web-event-view';

export interface WebEventsSnapshot {
  readonly lists?: Readonly<Partial<Record<EventWhen, readonly WebEventSummary[]>>>;
  readonly event?: WebEventView;
}

export const WebEventsSnapshotContext = createContext<WebEventsSnapshot | undefined>(undefined);

export function useWebEventsSnapshot(): WebEventsSnapshot | undefined {
  return useContext(WebEventsSnapshotContext);
}

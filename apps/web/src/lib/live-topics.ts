import type { LiveEvent, LiveTopic } from '@aurum/shared/realtime/live-topics';
import { useEffect, useRef } from 'react';

/**
 * What a screen does with its topic's events (ADR 046): an event names what changed; null says
 * the stream was away and events may have been missed, so the screen refetches what it shows.
 */
export type LiveHandler<T extends LiveTopic> = (event: LiveEvent<T> | null) => void;

type Listening = [LiveTopic, LiveHandler<LiveTopic>];

/** The handlers of this tab's one live stream (app/use-live-updates.ts keeps it open). */
const listening = new Set<Listening>();

/** Calls `handler` with each event of `topic` (and null after a reconnect) until the answer is called. */
export function onLiveTopic<T extends LiveTopic>(topic: T, handler: LiveHandler<T>): () => void {
  const entry: Listening = [topic, handler as LiveHandler<LiveTopic>];
  listening.add(entry);
  return () => listening.delete(entry);
}

/** Passes an event from the stream on to the handlers of its topic. */
export function tellLiveEvent(event: LiveEvent) {
  for (const [topic, handle] of [...listening]) if (topic === event.topic) handle(event);
}

/** The stream is back after a drop: every handler refetches. */
export function tellLiveResync() {
  for (const [, handle] of [...listening]) handle(null);
}

/**
 * A screen's live updates on one topic, while it is mounted: `handler` runs for each event the
 * server lets this member hear on it, and with null after every reconnect. The latest handler is
 * used; the subscription itself stays for the topic.
 */
export function useLiveTopic<T extends LiveTopic>(topic: T, handler: LiveHandler<T>) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onLiveTopic(topic, (event) => latest.current(event)), [topic]);
}

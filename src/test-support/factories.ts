import * as z from 'zod/mini';
import {
  adoptionApplicationSchema,
  type AdoptionApplication,
} from '#src/features/applications/model/adoption-application';
import {
  cessionApplicationSchema,
  type CessionApplication,
} from '#src/features/applications/model/cession-application';
import {
  circleApplicationSchema,
  type CircleApplication,
} from '#src/features/applications/model/circle-application';
import type { SignedInUser } from '#src/lib/session/signed-in-user';
import { eventSchema, type HorseEvent } from '#src/features/events/model/event';
import { horseSchema, type Horse } from '#src/features/horses/model/horse';
import { publicHorseSchema, type PublicHorse } from '#src/features/horses/model/public-horse';
import type { Page, PageCursor } from '#src/lib/data/firestore-data';
import { ok, type Result } from '#src/lib/data/result';

// Every factory parses its result with the read schema, so an override the schema refuses fails its
// test.

export const staffUser: SignedInUser = {
  uid: 'staff-1',
  email: 'staff@example.org',
  emailVerified: true,
  displayName: null,
  phoneNumber: null,
};

const capitalised = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1);

export function aHorse(overrides: Partial<Horse> = {}): Horse {
  const slug = overrides.slug ?? 'ada';
  return z.parse(horseSchema, { slug, name: capitalised(slug), ...overrides });
}

export function aPublicHorse(overrides: Partial<PublicHorse> = {}): PublicHorse {
  const slug = overrides.slug ?? 'ada';
  return z.parse(publicHorseSchema, { slug, name: capitalised(slug), ...overrides });
}

export function anEvent(overrides: Partial<HorseEvent> = {}): HorseEvent {
  const slug = overrides.slug ?? 'festa';
  return z.parse(eventSchema, {
    slug,
    name: capitalised(slug),
    date: new Date('2026-09-21T12:00:00Z'),
    ...overrides,
  });
}

export function anAdoptionApplication(
  overrides: Partial<AdoptionApplication> = {},
): AdoptionApplication {
  return z.parse(adoptionApplicationSchema, {
    slug: 'adozione-001',
    reference: 'ADOZ-0001',
    date: new Date('2025-01-14T20:12:00Z'),
    ...overrides,
  });
}

export function aCessionApplication(
  overrides: Partial<CessionApplication> = {},
): CessionApplication {
  return z.parse(cessionApplicationSchema, {
    slug: 'cessione-001',
    reference: 'CESS-0001',
    date: new Date('2025-03-02T10:30:00Z'),
    ...overrides,
  });
}

export function aCircleApplication(overrides: Partial<CircleApplication> = {}): CircleApplication {
  return z.parse(circleApplicationSchema, {
    slug: 'cerchia-001',
    reference: 'CERC-0001',
    horse: 'Ada',
    givenName: 'Marta',
    familyName: 'Gallo',
    phone: '+39 0000 200 001',
    frequency: 'Mensile',
    amount: 20,
    method: 'Bonifico',
    date: new Date('2025-10-02T07:15:00Z'),
    ...overrides,
  });
}

export const aCursor = (name: string): PageCursor => ({ after: name }) as unknown as PageCursor;

export const aPage = <T>(
  items: T[],
  total = items.length,
  next: PageCursor | null = null,
): Result<Page<T>> => ok({ items, total, next });

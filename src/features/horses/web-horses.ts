import * as z from 'zod/mini';
import { horseStatuses } from '#src/config/options';
import { publishedHorseListPath, publishedHorsePath } from '#src/config/storage-paths';
import { ok, type Result } from '#src/lib/data/result';
import { amount, oneOf } from '#src/lib/data/schema';
import type { PublishedReads } from '#src/lib/published/published-reads';
import { hasCircle, type Funding } from './model/coverage';
import { publicHorseSchema, type PublicHorse } from './model/public-horse';

export function loadWebHorses(reads: PublishedReads): Promise<Result<WebHorseSummary[]>> {
  return reads.read(publishedHorseListPath, publishedHorseListSchema);
}

/**
 * The visit's list says first whether the horse is on the site, so an old link never asks for a
 * missing file.
 */
export async function loadWebHorse(
  reads: PublishedReads,
  slug: string,
): Promise<Result<PublicHorse | null>> {
  const list = await loadWebHorses(reads);
  if (!list.success) return list;
  if (!list.data.some((horse) => horse.slug === slug)) return ok(null);
  const result = await reads.read(publishedHorsePath(slug), publishedHorsePageSchema);
  if (!result.success) return result.error.code === 'not-found' ? ok(null) : result;
  return ok(result.data.horse);
}

export interface WebHorseSummary extends Pick<PublicHorse, 'slug' | 'name' | 'status'> {
  /** Absent for other lists, so that they embed no more than they show. */
  readonly funding?: Funding;
}

const fundingSchema = z.object({
  monthlyCost: amount(),
  coveredAmount: amount(),
  activeSupporters: amount(),
});

const webHorseSummarySchema = z.object({
  slug: z.string({ error: 'deve essere un testo' }),
  name: z.string({ error: 'deve essere un testo' }),
  status: oneOf(horseStatuses),
  funding: z.optional(fundingSchema),
});

export const publishedHorseListSchema = z.array(webHorseSummarySchema);

export const publishedHorsePageSchema = z.object({ horse: publicHorseSchema });

export function horsePageData(horse: PublicHorse): z.infer<typeof publishedHorsePageSchema> {
  return { horse };
}

export function summarizeHorse(horse: PublicHorse): WebHorseSummary {
  const { slug, name, status, monthlyCost, coveredAmount, activeSupporters } = horse;
  // Only a horse with a circle carries its bar's figures (its cards on the circles page).
  if (!hasCircle(status) || !(monthlyCost > 0)) return { slug, name, status };
  return { slug, name, status, funding: { monthlyCost, coveredAmount, activeSupporters } };
}

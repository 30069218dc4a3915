import * as z from 'zod/mini';
import { horseStatuses, type HorseStatus } from '#src/config/options';
import { publishedHorseListPath, publishedHorsePath } from '#src/config/storage-paths';
import { ok, type Result } from '#src/lib/data/result';
import { amount, oneOf } from '#src/lib/data/schema';
import type { PublishedReads } from '#src/lib/published/published-reads';
import type { Funding } from './model/coverage';
import { publicHorseSchema, type PublicHorse } from './model/public-horse';

/**
 * Reads the web-visible horses, ordered by name, from the published site (docs/product.md,
 * "Publishing the public site"): one small file, fetched at most once per visit (the random strip on
 * every page, the horses page, the support page and the forms share it). No Firebase SDK.
 */
export function loadWebHorses(reads: PublishedReads): Promise<Result<WebHorseSummary[]>> {
  return reads.read(publishedHorseListPath, publishedHorseListSchema);
}

/**
 * Reads one web-visible horse in full from its published page file; `null` when the site has no
 * such horse (hidden, deleted or never there). The visit's list says first whether it is on the site,
 * so that an old link never asks for a file that does not exist.
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

/** What the lists of horses show (galleries, sections by status). */
export interface WebHorseSummary extends Pick<PublicHorse, 'slug' | 'name' | 'status'> {
  /**
   * The funding bar of a horse that `/sostienici/cerchie` lists and that costs something
   * (`circleListStatus`, docs/product.md "Supporter circles"); absent otherwise, so that the other
   * lists embed no more than they show.
   */
  readonly funding?: Funding;
}

/** The status of the horses `/sostienici/cerchie` lists, each with its funding bar. */
export const circleListStatus: HorseStatus = "Residente dell'Oasi";

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

/** The published list of the web-visible horses (`public/site/horses.json`'s data). */
export const publishedHorseListSchema = z.array(webHorseSummarySchema);

/**
 * The horses' part of a horse page's published file (`public/site/horses/{slug}.json`'s data): the
 * horse's public fields with its circle's totals. The file also holds the horse's news, which the
 * news read with their own schema.
 */
export const publishedHorsePageSchema = z.object({ horse: publicHorseSchema });

/** The horses' part of a horse page's file, to publish. */
export function horsePageData(horse: PublicHorse): z.infer<typeof publishedHorsePageSchema> {
  return { horse };
}

export function summarizeHorse(horse: PublicHorse): WebHorseSummary {
  const { slug, name, status, monthlyCost, coveredAmount, activeSupporters } = horse;
  if (status !== circleListStatus || !(monthlyCost > 0)) return { slug, name, status };
  return { slug, name, status, funding: { monthlyCost, coveredAmount, activeSupporters } };
}

/**
 * Horses known before any read: what a prerendered page was built with (embedded in its HTML), or,
 * while prerendering, what was read at build time. Given to the app by its provider
 * (`SiteDataProvider`, src/app/site-data.tsx).
 */
export interface WebHorsesSnapshot {
  /** Every web-visible horse, as lists show them. */
  readonly list?: readonly WebHorseSummary[];
  /** Horses known in full (a horse page's own). */
  readonly horses?: readonly PublicHorse[];
}

import type { SiteLanguage } from '#src/config/site';

/**
 * The one shape of a bilingual text (decision 79): a page or a feature writes one dictionary per
 * language, `it.ts` and `en.ts`, the English one typed by the Italian one (`typeof it`), so a
 * missing or extra English text fails the typecheck. `dictionary(it, en)` joins the two;
 * `lazyDictionary` does the same for a page whose texts each address downloads alone (its route
 * awaits `load` before the page renders). Components read either with `useTexts`
 * (`src/hooks/use-texts.ts`); code outside a component with `textsFor`.
 */
export interface Dictionary<T> {
  /** The texts of a language; a lazy dictionary throws for a language its route has not loaded. */
  readonly get: (language: SiteLanguage) => T;
}

export interface LazyDictionary<T> extends Dictionary<T> {
  /** Downloads a language's texts once; the route calls it before its page renders. */
  readonly load: (language: SiteLanguage) => Promise<T>;
  /** Whether a language's texts are readable now (in the bundle, or loaded already). */
  readonly has: (language: SiteLanguage) => boolean;
}

/** Both languages' texts, in the bundle of whatever imports them. */
export function dictionary<T>(it: T, en: NoInfer<T>): Dictionary<T> {
  const texts: Record<SiteLanguage, T> = { it, en };
  return { get: (language) => texts[language] };
}

/**
 * A language's texts downloaded on demand: an address downloads only its own language. A language
 * given as its texts rather than a loader is in the bundle already (the Italian home, the first
 * download), readable before any `load`.
 */
export function lazyDictionary<T extends object>(loaders: {
  readonly it: (() => Promise<T>) | T;
  readonly en: (() => Promise<NoInfer<T>>) | NoInfer<T>;
}): LazyDictionary<T> {
  const loaded: Partial<Record<SiteLanguage, T>> = {};
  for (const language of ['it', 'en'] as const) {
    const loader = loaders[language];
    if (typeof loader !== 'function') loaded[language] = loader;
  }
  return {
    has: (language) => loaded[language] !== undefined,
    load: async (language) => {
      const loader = loaders[language];
      return (loaded[language] ??= typeof loader === 'function' ? await loader() : loader);
    },
    get: (language) => {
      const texts = loaded[language];
      if (texts === undefined) {
        throw new Error(`Texts in "${language}" read before their route loaded them.`);
      }
      return texts;
    },
  };
}

/** A dictionary's texts in a language, for code outside a component (a builder, a formatter). */
export const textsFor = <T>(texts: Dictionary<T>, language: SiteLanguage): T => texts.get(language);

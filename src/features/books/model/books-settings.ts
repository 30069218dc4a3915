// The books' legal figures and choices (DECISIONS "The books": every legal figure lives in the
// settings, with its default). `settings/books` is written by the deploy and the seed; a field
// it lacks takes the default here.

export const BOOKS_SETTINGS = { collection: 'settings', id: 'books' } as const;

export interface BooksSettings {
  /**
   * The 5x1000 received from this amount (cents) is also published on the website (DPCM 23 July
   * 2020): "from 20,000 euro"; whether the law means "from" or "above" is to be verified, so the
   * figure and the comparison are the settings'.
   */
  readonly fivePerThousandPublishFromCents: number;
  /**
   * Public bodies' contributions are published by 30 June of the next year once the year's total
   * reaches this amount (L. 124/2017 art. 1 c.125: 10,000 euro; the 5x1000 is not counted).
   */
  readonly publicContributionsPublishFromCents: number;
}

export const defaultBooksSettings: BooksSettings = {
  fivePerThousandPublishFromCents: 2_000_000,
  publicContributionsPublishFromCents: 1_000_000,
};

/** A stored settings document, the defaults filling what it lacks or holds wrongly. */
export function booksSettingsOf(stored: Readonly<Record<string, unknown>> | null): BooksSettings {
  const figure = (key: keyof BooksSettings): number => {
    const value = stored?.[key];
    return typeof value === 'number' && Number.isInteger(value) && value >= 0
      ? value
      : defaultBooksSettings[key];
  };
  return {
    fivePerThousandPublishFromCents: figure('fivePerThousandPublishFromCents'),
    publicContributionsPublishFromCents: figure('publicContributionsPublishFromCents'),
  };
}

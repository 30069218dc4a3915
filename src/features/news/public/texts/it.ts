/** A horse's news on its public page. */
export const it = {
  heading: (horse: string) => `Notizie da ${horse}`,
  /** News are written in Italian only (decision 59): an English page says so and marks them. */
  inItalian: '',
};

export type HorseNewsTexts = typeof it;

import { dictionary } from '#src/lib/text/dictionary';
import { en } from './en';
import { it } from './it';

export const applicationTexts = dictionary(it, en);
export type { ApplicationTexts } from './it';

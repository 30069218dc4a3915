import { dictionary } from '#src/lib/text/dictionary';
import { en } from './en';
import { it } from './it';

export const volunteerTexts = dictionary(it, en);

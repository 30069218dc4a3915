import { dictionary } from '#src/lib/text/dictionary';
import { en } from './en';
import { it } from './it';

export const publicSendTexts = dictionary(it, en);

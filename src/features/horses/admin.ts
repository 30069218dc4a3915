export { getBarnHorse, listBarnHorses, listHorses } from './api/horses-api';
export type { BarnHorse } from './model/barn-horse';
export {
  bdnDeadlineText,
  byUrgency,
  openBdnDeadline,
  dayInWords,
  type BdnDeadline,
} from './model/bdn-deadline';
export { displayName, hasProblem } from './admin/list/horse-list-rules';
export { missingEnglishTexts } from './horse-labels';
export type { Horse } from './model/horse';
export { coverageWrites } from './api/coverage-api';
export { isInTheAssociationsCare } from './model/coverage';
export { horsePhotoSizes, photoFileError } from './admin/edit/image-crop';
export { toWebp } from './admin/edit/webp-image';
export { getPublicHorse, listPublicHorses } from './api/public-horses-api';

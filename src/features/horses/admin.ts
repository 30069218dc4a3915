/** What other features' staff screens may use of the horses (docs/architecture.md, "Layers"). */
export { listHorses } from './api/horses-api';
// The dashboard's lists of what needs doing (docs/product.md "BDN deadlines").
export {
  bdnDeadlineText,
  byUrgency,
  openBdnDeadline,
  shortItalianDate,
  type BdnDeadline,
} from './model/bdn-deadline';
export { displayName, hasProblem } from './admin/list/horse-list-rules';
export type { Horse } from './model/horse';
export { coverageWrites } from './api/coverage-api';
// Which horses the care lists cover (features/care).
export { isInTheAssociationsCare } from './model/coverage';
// The horse editor's photo pipeline, reused by the news of a horse (features/news).
export { horsePhotoSizes, photoFileError } from './admin/edit/image-crop';
export { toWebp } from './admin/edit/webp-image';
// The published site's horse files (features/publishing).
export { getPublicHorse, listPublicHorses } from './api/public-horses-api';
export { horsePageData, summarizeHorse } from './web-horses';

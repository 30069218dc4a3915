/** What other features' staff screens may use of the horses (docs/architecture.md, "Layers"). */
export { listHorses } from './api/horses-api';
export { coverageWrites } from './api/coverage-api';
// The horse editor's photo pipeline, reused by the news of a horse (features/news).
export { horsePhotoSizes, photoFileError } from './admin/edit/image-crop';
export { toWebp } from './admin/edit/webp-image';

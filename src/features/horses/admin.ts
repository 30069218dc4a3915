/** What other features' staff screens may use of the horses (docs/architecture.md, "Layers"). */
export { listHorses } from './api/horses-api';

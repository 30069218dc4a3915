// The barn rota (docs/decisions/0089-barn-rota.md): staff's plan and a volunteer's own shifts.
export { RotaPlanPage } from './admin/rota-plan-page';
export { MyShiftsPage } from './volunteer/my-shifts-page';
export { listShifts, readHourlyValueCents } from './api/rota-api';
export { volunteerHours } from './model/rota-hours';
export { missingCount, missingText } from './model/rota';

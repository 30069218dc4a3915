// What the barn rota offers other features (decision 89): the books value the hours volunteers
// gave at the rota's hourly figure (`readHourlyValueCents`, in ./admin.ts).
export { volunteerHours, figurativeValueCents, type VolunteerHours } from './model/rota-hours';

import { addressFilters } from '#src/components/admin-ui/address-filters';
import { provinceCodes, type ProvinceCode } from '#src/config/provinces';
import { nameFilter, optionFilter } from '#src/features/applications/admin';
import type { VolunteerFilters } from '../../api/volunteer-applications-api';
import {
  volunteerActivities,
  volunteerSlots,
  volunteerStatuses,
} from '../../model/volunteer-application';

// The list's filters, kept in the address (`?status=Da+contattare&provincia=TO`).

export const volunteerStatusFilter = optionFilter('status', 'Stato', volunteerStatuses);
export const availabilityFilter = optionFilter('disponibilita', 'Disponibilità', volunteerSlots);
export const activityFilter = optionFilter('attivita', 'Attività', volunteerActivities);
export const provinceFilter = optionFilter<ProvinceCode>('provincia', 'Provincia', provinceCodes);

export const volunteerFilters = addressFilters<VolunteerFilters>({
  status: volunteerStatusFilter,
  province: provinceFilter,
  availability: availabilityFilter,
  activity: activityFilter,
  name: nameFilter,
});

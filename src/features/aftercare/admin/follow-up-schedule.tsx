import type { FollowUpSchedule } from '../model/follow-up';
import { dayOf, followUpStateLabels, followUpStateTones, followUpTexts } from './follow-up-texts';

export function FollowUpScheduleList({ schedule }: { readonly schedule: FollowUpSchedule }) {
  return (
    <div className="follow-up__schedule">
      <h3 className="h5">{followUpTexts.schedule}</h3>
      {schedule.endedOn && (
        <p className="alert alert-info follow-up__ended">{followUpTexts.ended(schedule.endedOn)}</p>
      )}
      <ul className="follow-up__slots" aria-label={followUpTexts.schedule}>
        {schedule.slots.map((slot) => (
          <li key={slot.due} className="follow-up__slot" data-state={slot.state}>
            <time dateTime={slot.due}>{dayOf(slot.due)}</time>{' '}
            <span className={`badge text-bg-${followUpStateTones[slot.state]}`}>
              {followUpStateLabels[slot.state]}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

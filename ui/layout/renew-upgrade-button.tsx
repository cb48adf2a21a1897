// Spec 000 §2.4: Renew or Upgrade next to the course switcher, linking to /selectcourse?cid={courseId};
// shown only when the active course's access is not fine, and never on iOS.
import { observer } from 'mobx-react-lite';
import { courseAccessState, isoDateOf, offersRenewOrUpgrade } from '../../domain/account/access-state';
import { ButtonLink } from '../components/button-link';
import { useServices } from '../services-context';
import { isIOS } from './is-ios';

export const RenewUpgradeButton = observer(function RenewUpgradeButton() {
  const { session } = useServices();
  const course = session.activeCourse;
  const state = courseAccessState(course, isoDateOf(Date.now()));
  if (!course || !offersRenewOrUpgrade(state) || isIOS(navigator)) return null;
  return (
    <ButtonLink href={`/selectcourse?cid=${course.courseId}`} variant="sunglow" size="sm">
      {state === 'renew' ? 'Renew' : 'Upgrade'}
    </ButtonLink>
  );
});

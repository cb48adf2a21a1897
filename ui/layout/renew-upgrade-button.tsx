// Renew or Upgrade next to the course switcher, linking to All Exams with the course preselected; shown only when the
// active course's access is not fine, and never on iOS.
import { observer } from 'mobx-react-lite';
import { courseAccessState, isoDateOf, offersRenewOrUpgrade } from '../../domain/account/access-state';
import { selectCoursePath } from '../../domain/shared/paths';
import { ButtonLink } from '../components/button-link';
import { useServices } from '../services-context';
import { isIOS } from './is-ios';

export const RenewUpgradeButton = observer(function RenewUpgradeButton() {
  const { session } = useServices();
  const course = session.activeCourse;
  const state = courseAccessState(course, isoDateOf(Date.now()));
  if (!course || !offersRenewOrUpgrade(state) || isIOS(navigator)) return null;
  return (
    <ButtonLink href={selectCoursePath(course.courseId)} variant="sunglow" size="sm">
      {state === 'renew' ? 'Renew' : 'Upgrade'}
    </ButtonLink>
  );
});

// The section roots (Study Room, Exam Room) go to their first page the active course allows, the preferred one when
// allowed. It renders inside the main layout only, so it loads lazily with it: the menu it reads stays out of the
// start-up chunk.
import { observer } from 'mobx-react-lite';
import { Redirect } from 'wouter';
import { redirectTarget } from '../../domain/account/redirect';
import { useServices } from '../services-context';

export default observer(function SectionRedirect({ parent, child }: { parent: string; child: string }) {
  const { session } = useServices();
  return <Redirect to={redirectTarget(parent, child, session.activeCourse?.tabs ?? null)} replace />;
});

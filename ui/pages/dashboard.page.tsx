// The dashboard. This release shows the welcome heading; the dashboard cards come later.
import { observer } from 'mobx-react-lite';
import { ComingSoonPanel } from '../components/coming-soon-panel';
import { useServices } from '../services-context';
import { PageHeading } from './page-heading';

export default observer(function DashboardPage() {
  const { session } = useServices();
  return (
    <>
      <PageHeading>Welcome, {session.student?.studentName ?? ''}</PageHeading>
      <ComingSoonPanel feature="Your dashboard with activity chart, tests of the day and scheduled classes" />
    </>
  );
});

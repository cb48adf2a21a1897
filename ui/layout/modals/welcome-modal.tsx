// The first-time welcome (spec 000 §2.13, 001 §2): a short video and a way in. Shown once: closing it tells the
// server (profile.welcomeSeen), which clears firstTimeUser, and the stored student is updated.
import { observer } from 'mobx-react-lite';
import { WELCOME_VIDEO } from '../../../domain/dashboard/tutorials';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { VideoPlayer } from '../../components/video-player';
import { useServices } from '../../services-context';

export default observer(function WelcomeModal({ onClose }: { onClose: () => void }) {
  const { session, profile, account } = useServices();
  const close = () => {
    session.setFirstTimeModal(false);
    // the use case clears the stored flag even when the server could not be told: show what is stored
    void profile.welcomeSeen().then((r) => {
      const student = r.ok ? r.value : account.currentStudent();
      if (student) session.replaceStudent(student);
    });
    onClose();
  };
  const name = session.student?.studentName;
  return (
    <Modal open onClose={close} title={name ? `Welcome, ${name}!` : 'Welcome!'} size="lg" footer={<Button onClick={close}>Get Started</Button>}>
      <p css={{ margin: '0 0 12px' }}>
        Here is a one-minute tour: study in the Study Room, practise and take tests in the Exam Room, and let your
        reports show you what to work on next.
      </p>
      <VideoPlayer video={WELCOME_VIDEO} />
    </Modal>
  );
});

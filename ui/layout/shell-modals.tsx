// The shared modals that the shell opens (one at a time, UiStore.openModal). The
// forms of feedback, rating, invite teacher and tutorials come in a later release.
import { observer } from 'mobx-react-lite';
import { ACCOUNT_MESSAGES, validityExpiredMessage } from '../../application/account/account-messages';
import { selectCoursePath } from '../../domain/shared/paths';
import { Button } from '../components/button';
import { ButtonLink } from '../components/button-link';
import { Modal } from '../components/modal';
import { useServices } from '../services-context';
import type { ShellModal } from '../stores/ui.store';
import { RELEASE } from './release-notes';

const comingSoon: Partial<Record<ShellModal, string>> = {
  'invite-teacher': 'Invite Teacher',
  feedback: 'Feedback',
  rating: 'Rate This Course',
  tutorials: 'Tutorials',
};

export const ShellModals = observer(function ShellModals() {
  const { ui, session } = useServices();
  const modal = ui.openModal;
  const close = () => ui.closeModal();
  if (!modal) return null;

  if (modal === 'release-notes') {
    return (
      <Modal open onClose={close} title="What's New" size="md" footer={<Button onClick={close}>Close</Button>}>
        <h3 css={{ margin: '0 0 4px', fontSize: 18 }}>{`Version ${RELEASE.version}`}</h3>
        <p css={(t) => ({ margin: '0 0 12px', color: t.colors.textMuted })}>
          <time dateTime={RELEASE.isoDate}>{RELEASE.date}</time>
        </p>
        <ul css={{ margin: 0, paddingLeft: 20 }}>
          {RELEASE.notes.map((n) => <li key={n}>{n}</li>)}
        </ul>
      </Modal>
    );
  }

  if (modal === 'validity-expired' || modal === 'limit-exceeded') {
    const course = session.activeCourse;
    const renew = modal === 'validity-expired';
    return (
      <Modal
        open
        onClose={close}
        title={renew ? 'Validity Expired' : 'Limit Exceeded'}
        footer={
          <>
            <Button variant="ghost" onClick={close}>Cancel</Button>
            <ButtonLink href={selectCoursePath(course?.courseId)} onClick={close}>
              {renew ? 'Renew' : 'Upgrade'}
            </ButtonLink>
          </>
        }
      >
        <p css={{ margin: 0 }}>{renew ? validityExpiredMessage(course?.organisationName ?? 'Your course') : ACCOUNT_MESSAGES.limitExceeded}</p>
      </Modal>
    );
  }

  return (
    <Modal open onClose={close} title={comingSoon[modal] ?? ''} footer={<Button onClick={close}>Close</Button>}>
      <p css={{ margin: 0 }}>Coming soon: this form arrives in an upcoming release.</p>
    </Modal>
  );
});

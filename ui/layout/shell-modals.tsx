// The shared modals that the shell opens (one at a time, UiStore.openModal). Release notes, Validity Expired and
// Limit Exceeded are small and drawn here; the forms (Feedback, Rating, Invite Teacher), Tutorials and the
// first-time welcome load as chunks of their own when first opened.
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'wouter';
import { ACCOUNT_MESSAGES, validityExpiredMessage } from '../../application/account/account-messages';
import { PATHS, selectCoursePath } from '../../domain/shared/paths';
import { Button } from '../components/button';
import { ButtonLink } from '../components/button-link';
import { Modal } from '../components/modal';
import { useServices } from '../services-context';
import type { ShellModal } from '../stores/ui.store';
import { RELEASE } from './release-notes';

const lazyModals: Partial<Record<ShellModal, LazyExoticComponent<ComponentType<{ onClose: () => void }>>>> = {
  feedback: lazy(() => import('./modals/feedback-modal')),
  rating: lazy(() => import('./modals/rating-modal')),
  'invite-teacher': lazy(() => import('./modals/invite-teacher-modal')),
  tutorials: lazy(() => import('./modals/tutorials-modal')),
  welcome: lazy(() => import('./modals/welcome-modal')),
};

export const ShellModals = observer(function ShellModals() {
  const { ui, session } = useServices();
  useFirstTimeWelcome();
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

  const Lazy = lazyModals[modal];
  return Lazy ? <Suspense fallback={null}><Lazy onClose={close} /></Suspense> : null;
});

/** The first-time welcome opens on the dashboard when the student's firstTimeUser is 1 (or a sign-in just said so). */
function useFirstTimeWelcome(): void {
  const { ui, session } = useServices();
  const [path] = useLocation();
  const due = session.firstTimeModalOpen || session.student?.firstTimeUser === 1;
  useEffect(() => {
    if (due && path === PATHS.dashboard && ui.openModal === null) ui.showModal('welcome');
  }, [due, path, ui]);
}

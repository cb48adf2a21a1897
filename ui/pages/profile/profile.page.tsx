// My Profile (/profile, spec 000 §2.11, §4, §5, §8): the picture (Upload New, Remove), Edit Profile with the
// verification of a changed e-mail or mobile by a 6-digit code, Save and Cancel, and Account Removal (confirm, code,
// then signed out with the notice).
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { MAX_PICTURE_BYTES } from '../../../application/profile/profile-use-cases';
import type { VerifiableField } from '../../../domain/profile/profile-edit';
import { logoutPath } from '../../../domain/shared/paths';
import { Button } from '../../components/button';
import { EmailText } from '../../components/email-text';
import { Modal } from '../../components/modal';
import { TextField } from '../../components/text-field';
import { usePageVisit } from '../../analytics/use-page-visit';
import { Avatar } from '../../layout/avatar';
import { useServices } from '../../services-context';
import { PageHeading } from '../page-heading';
import { CodeDialog } from './code-dialog';
import { PROFILE_LABELS as L } from './profile-labels';
import { ProfileStore } from './profile.store';
import { panelCss } from '../../components/panel';

export default observer(function ProfilePage() {
  const { session, profile, toasts, analytics } = useServices();
  const [store] = useState(() => new ProfileStore(profile, (s) => session.replaceStudent(s), session.student));
  const [, navigate] = useLocation();
  const student = session.student;

  usePageVisit('profile');
  useEffect(() => { store.sync(student); }, [store, student]);

  if (!student) return null;
  const deletionRequested = student.deleteFlag === 1;

  const submitCode = async (code: string) => {
    const done = await store.submitCode(code);
    if (!done) return;
    if (done.what === 'deletion') {
      analytics.track({ event: 'click', target: 'profile', item: 'delete_account' });
      navigate(logoutPath('account-deletion'));
      return;
    }
    toasts.show({ message: done.what === 'emailId' ? L.verifiedEmail : L.verifiedMobile, variant: 'success' });
  };

  return (
    <>
      <PageHeading>{L.title}</PageHeading>
      <div css={{ display: 'grid', gap: 20, maxWidth: 760 }}>
        <PictureCard store={store} />
        <DetailsCard store={store} />
        <section aria-labelledby="account-removal" css={panelCss}>
          <h2 id="account-removal" css={{ margin: '0 0 8px', fontSize: 18 }}>{L.accountRemoval}</h2>
          {deletionRequested ? (
            <p role="status" css={{ margin: 0 }}>{L.deletionNotice}</p>
          ) : (
            <>
              <p css={(t) => ({ margin: '0 0 12px', color: t.colors.textMuted })}>{L.accountRemovalText}</p>
              <Button variant="valencia" onClick={() => store.askDeletion()}>{L.deleteAccount}</Button>
            </>
          )}
        </section>
      </div>

      {store.deletion !== 'idle' && (
        <Modal
          open
          onClose={() => store.closeDeletion()}
          title={L.confirmTitle}
          size="md"
          footer={
            <>
              <Button variant="ghost" onClick={() => store.closeDeletion()}>{L.cancel}</Button>
              <Button
                variant="valencia"
                loading={store.deletion === 'sending'}
                onClick={async () => {
                  const failure = await store.confirmDeletion();
                  if (failure) toasts.show({ message: failure, variant: 'danger' });
                }}
              >
                {L.confirmYes}
              </Button>
            </>
          }
        >
          <p css={{ margin: 0 }}>{L.confirmText}</p>
        </Modal>
      )}

      {store.code && (
        <CodeDialog
          title={store.code.kind === 'deletion' ? L.codeTitleDeletion : store.code.pending.field === 'emailId' ? L.codeTitleEmail : L.codeTitleMobile}
          intro={store.code.kind === 'deletion' ? L.codeSentForDeletion : L.codeSentTo(store.code.pending.value)}
          error={store.codeError}
          busy={store.checkingCode}
          onSubmit={(code) => void submitCode(code)}
          onClose={() => store.closeCode()}
        />
      )}
    </>
  );
});

const PictureCard = observer(function PictureCard({ store }: { store: ProfileStore }) {
  const { session, toasts, analytics } = useServices();
  const input = useRef<HTMLInputElement>(null);
  const student = session.student!;
  const hasPicture = !!student.profilePic;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    analytics.track({ event: 'click', target: 'profile', item: 'upload_picture' });
    const r = await store.uploadPicture(file);
    if (input.current) input.current.value = '';
    if (r) toasts.show(r.ok ? { message: L.pictureUploaded, variant: 'success' } : { message: r.error.message, variant: 'danger' });
  };
  const remove = async () => {
    analytics.track({ event: 'click', target: 'profile', item: 'remove_picture' });
    const r = await store.removePicture();
    if (r) toasts.show(r.ok ? { message: L.pictureRemoved, variant: 'success' } : { message: r.error.message, variant: 'danger' });
  };

  return (
    <section aria-label="Profile picture" css={(t) => ({ ...panelCss(t), display: 'flex', alignItems: 'center', gap: 20, flexWrap: 'wrap' })}>
      <Avatar name={student.studentName} src={student.profilePic || undefined} size={96} />
      <div css={{ display: 'grid', gap: 8 }}>
        <div css={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Button onClick={() => input.current?.click()} loading={store.picture === 'uploading'}>{L.uploadNew}</Button>
          <Button variant="ghost" onClick={() => void remove()} disabled={!hasPicture} loading={store.picture === 'removing'}>{L.remove}</Button>
        </div>
        <span css={(t) => ({ fontSize: 13, color: t.colors.textMuted })}>{L.pictureHint}</span>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-label={L.uploadNew}
          hidden
          data-max-bytes={MAX_PICTURE_BYTES}
          onChange={(e) => void upload(e.target.files?.[0])}
        />
      </div>
    </section>
  );
});

const DetailsCard = observer(function DetailsCard({ store }: { store: ProfileStore }) {
  const { toasts, analytics } = useServices();
  const { draft, editing, verify } = store.edit;

  const save = async () => {
    analytics.track({ event: 'click', target: 'profile', item: 'save' });
    const r = await store.save();
    if (r) toasts.show(r.ok ? { message: L.saved, variant: 'success' } : { message: r.error.message, variant: 'danger' });
  };
  const verifyButton = (field: VerifiableField) => (
    verify[field] === 'verified'
      ? <span css={(t) => ({ padding: '0 12px', color: t.colors.success, fontWeight: 600 })}>{L.verified}</span>
      : (
        <Button
          size="sm"
          variant="ghost"
          disabled={!store.canVerify(field)}
          loading={verify[field] === 'pending' && !store.code}
          onClick={() => {
            analytics.track({ event: 'click', target: 'profile', item: field === 'emailId' ? 'verify_email' : 'verify_mobile' });
            void store.requestVerification(field);
          }}
        >
          {L.verify}
        </Button>
      )
  );

  return (
    <section aria-labelledby="profile-details" css={panelCss}>
      <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, marginBottom: 16 }}>
        <h2 id="profile-details" css={{ margin: 0, fontSize: 18 }}>Personal Details</h2>
        {!editing && (
          <Button variant="ghost" onClick={() => { analytics.track({ event: 'click', target: 'profile', item: 'edit' }); store.startEditing(); }}>
            {L.editProfile}
          </Button>
        )}
      </div>
      {editing ? (
        <form noValidate onSubmit={(e) => { e.preventDefault(); void save(); }} css={{ display: 'grid', gap: 16 }}>
          <TextField label={L.studentName} value={draft.studentName} maxLength={100} autoComplete="name"
            onChange={(e) => store.type('studentName', e.target.value)} />
          <TextField label={L.mobileNumber} value={draft.phoneNo} inputMode="numeric" autoComplete="tel-national" maxLength={10}
            onChange={(e) => store.type('phoneNo', e.target.value)} error={store.errorOf('phoneNo')} endAdornment={verifyButton('phoneNo')} />
          <TextField label={L.emailAddress} type="email" value={draft.emailId} maxLength={254} autoComplete="email"
            onChange={(e) => store.type('emailId', e.target.value)} error={store.errorOf('emailId')} endAdornment={verifyButton('emailId')} />
          <div css={{ display: 'flex', gap: 12, justifyContent: 'flex-end' }}>
            <Button variant="ghost" onClick={() => store.cancel()}>{L.cancel}</Button>
            <Button type="submit" disabled={!store.canSave} loading={store.saving}>{L.save}</Button>
          </div>
        </form>
      ) : (
        <dl css={{ display: 'grid', gridTemplateColumns: 'minmax(120px, max-content) 1fr', gap: '12px 24px', margin: 0 }}>
          <Row label={L.studentName}>{draft.studentName}</Row>
          <Row label={L.mobileNumber}>{draft.phoneNo || L.notProvided}</Row>
          <Row label={L.emailAddress}>{draft.emailId ? <EmailText email={draft.emailId} /> : L.notProvided}</Row>
        </dl>
      )}
    </section>
  );
});

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt css={(t) => ({ color: t.colors.textMuted, fontWeight: 600 })}>{label}</dt>
      <dd css={{ margin: 0, overflowWrap: 'anywhere' }}>{children}</dd>
    </>
  );
}

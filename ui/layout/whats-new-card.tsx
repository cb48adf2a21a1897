// The What's New card opens the release-notes modal.
import { observer } from 'mobx-react-lite';
import { Icon } from '../components/icons';
import { useServices } from '../services-context';
import { RELEASE } from './release-notes';

export const WhatsNewCard = observer(function WhatsNewCard() {
  const { ui } = useServices();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => ui.showModal('release-notes')}
      css={(t) => ({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: 4,
        width: '100%',
        padding: 16,
        border: `1px solid ${t.colors.border}`,
        borderRadius: t.radii.lg,
        background: t.colors.surfaceAlt,
        color: t.colors.text,
        font: 'inherit',
        textAlign: 'left',
        cursor: 'pointer',
        '&:hover': { borderColor: t.colors.primary },
      })}
    >
      <span css={(t) => ({ display: 'inline-flex', alignItems: 'center', gap: 6, fontWeight: 700, color: t.colors.primary })}>
        <Icon name="sparkle" size={18} />
        What's New
      </span>
      <span css={{ fontSize: 14 }}>{`Version ${RELEASE.version} Available`}</span>
    </button>
  );
});

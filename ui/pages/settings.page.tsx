// Settings: Back button; Color Theme with Dark Mode and Light Mode (a native radio group:
// arrow keys move and select).
import { observer } from 'mobx-react-lite';
import { useLocation } from 'wouter';
import { PATHS } from '../../domain/shared/paths';
import { Button } from '../components/button';
import { Icon } from '../components/icons';
import { useServices } from '../services-context';
import { PageHeading } from './page-heading';

const options = [
  { dark: true, label: 'Dark Mode' },
  { dark: false, label: 'Light Mode' },
] as const;

export default observer(function SettingsPage() {
  const { theme } = useServices();
  const [, navigate] = useLocation();
  const back = () => (window.history.length > 1 ? window.history.back() : navigate(PATHS.dashboard));

  return (
    <>
      <Button variant="ghost" size="sm" onClick={back} css={{ marginBottom: 16 }}>
        <Icon name="arrowBack" size={18} />
        Back
      </Button>
      <PageHeading>Settings</PageHeading>
      <fieldset css={(t) => ({ margin: 0, padding: 20, border: `1px solid ${t.colors.border}`, borderRadius: t.radii.lg, background: t.colors.surface })}>
        <legend css={{ padding: '0 6px', fontWeight: 700, fontSize: 18 }}>Color Theme</legend>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
          {options.map((o) => {
            const checked = theme.darkMode === o.dark;
            return (
              <label
                key={o.label}
                css={(t) => ({
                  display: 'flex',
                  alignItems: 'center',
                  gap: 10,
                  minWidth: 180,
                  padding: '12px 16px',
                  borderRadius: t.radii.md,
                  border: `2px solid ${checked ? t.colors.primary : t.colors.border}`,
                  background: checked ? t.colors.activeBg : 'transparent',
                  color: checked ? t.colors.activeText : t.colors.text,
                  fontWeight: 600,
                  cursor: 'pointer',
                  '&:focus-within': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 2 },
                })}
              >
                <input
                  type="radio"
                  name="color-theme"
                  checked={checked}
                  onChange={() => theme.set(o.dark)}
                  css={(t) => ({ width: 18, height: 18, margin: 0, accentColor: t.colors.primary, '&:focus-visible': { outline: 'none' } })}
                />
                {o.label}
              </label>
            );
          })}
        </div>
      </fieldset>
    </>
  );
});

// The simulator's limit and error screens when a test does not load: 'Limit Reached!' with the server's
// message and Upgrade (access state upgrade) or Home; or an error title with a message and Go Back!.
import { SIMULATOR_MESSAGES } from '../../../application/simulator/simulator-messages';
import { Button } from '../../components/button';

export type LimitScreenProps =
  | { kind: 'limit'; message: string; canUpgrade: boolean; onUpgrade: () => void; onHome: () => void }
  | { kind: 'error'; title: string; message: string; onBack: () => void };

export function LimitScreen(props: LimitScreenProps) {
  const title = props.kind === 'limit' ? SIMULATOR_MESSAGES.limitReachedTitle : props.title;
  return (
    <main
      css={(t) => ({
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 24,
        background: t.colors.bg,
        color: t.colors.text,
      })}
    >
      <div
        css={(t) => ({
          maxWidth: 480,
          width: '100%',
          padding: 32,
          textAlign: 'center',
          borderRadius: t.radii.lg,
          background: t.colors.surface,
          border: `1px solid ${t.colors.border}`,
        })}
      >
        <h1 css={{ margin: '0 0 12px', fontSize: 26 }}>{title}</h1>
        {props.message && <p css={{ margin: '0 0 24px' }}>{props.message}</p>}
        {props.kind === 'error' ? (
          <Button onClick={props.onBack}>Go Back!</Button>
        ) : props.canUpgrade ? (
          <Button variant="pumpkin" onClick={props.onUpgrade}>Upgrade</Button>
        ) : (
          <Button onClick={props.onHome}>Home</Button>
        )}
      </div>
    </main>
  );
}

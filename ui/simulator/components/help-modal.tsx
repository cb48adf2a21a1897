// The help modal, Tony: a main view offering AI answer, Web search and Study material; the AI answer view (loading,
// solution or the failure text); and the study material list. The view is controlled by the caller, which loads the
// content when a view is chosen.
import type { ReactNode } from 'react';
import { SIMULATOR_MESSAGES } from '../../../application/simulator/simulator-messages';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { Spinner } from '../../components/spinner';
import { isSafeLinkUrl, SafeHtml } from '../../html/safe-html';
import type { AiAnswerState, HelpView, StudyMaterialState } from '../help-view';

export interface HelpModalProps {
  open: boolean;
  onClose: () => void;
  view: HelpView;
  /** the user chose a view ('main' from Back); the caller starts loading its content */
  onViewChange: (view: HelpView) => void;
  /** from buildWebSearchUrl; opens in a new tab */
  webSearchUrl: string;
  /** e.g. for tracking */
  onWebSearch?: () => void;
  aiAnswer: AiAnswerState;
  studyMaterials: StudyMaterialState;
  /** false when help content cannot be requested (no topic, search query or search flag) */
  studyMaterialAvailable?: boolean;
}

const TITLES: Record<HelpView, string> = { main: 'Ask Tony', ai: 'AI answer', study: 'Study material' };

export function HelpModal(props: HelpModalProps) {
  const { open, onClose, view, onViewChange } = props;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={TITLES[view]}
      size="lg"
      footer={view !== 'main' ? <Button variant="ghost" onClick={() => onViewChange('main')}>Back</Button> : undefined}
    >
      {view === 'main' && <MainView {...props} />}
      {view === 'ai' && <AiView state={props.aiAnswer} />}
      {view === 'study' && <StudyView state={props.studyMaterials} />}
    </Modal>
  );
}

function HelpOption({ description, children }: { description: string; children: ReactNode }) {
  return (
    <li css={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      {children}
      <span css={(t) => ({ fontSize: 13, color: t.colors.textMuted })}>{description}</span>
    </li>
  );
}

function MainView({ onViewChange, webSearchUrl, onWebSearch, studyMaterialAvailable = true }: HelpModalProps) {
  return (
    <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 }}>
      <HelpOption description="A worked solution from our AI teacher.">
        <Button variant="amethyst" fullWidth onClick={() => onViewChange('ai')}>AI answer</Button>
      </HelpOption>
      <HelpOption description="Search the web for this question (opens a new tab).">
        <a
          href={webSearchUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onWebSearch}
          css={(t) => ({
            display: 'flex', justifyContent: 'center', padding: '10px 18px', borderRadius: t.radii.md, fontWeight: 600,
            border: `1px solid ${t.colors.border}`, color: t.colors.text, textDecoration: 'none',
            '&:hover': { background: t.colors.surfaceAlt },
          })}
        >
          Web search
        </a>
      </HelpOption>
      {studyMaterialAvailable && (
        <HelpOption description="Study material for the topic of this question.">
          <Button variant="ocean" fullWidth onClick={() => onViewChange('study')}>Study material</Button>
        </HelpOption>
      )}
    </ul>
  );
}

function AiView({ state }: { state: AiAnswerState }) {
  if (state.status === 'loading') return <Spinner label="Finding a solution" />;
  if (state.status === 'during_exam') return <p role="alert" css={{ margin: 0 }}>{SIMULATOR_MESSAGES.aiDuringExam}</p>;
  if (state.status === 'error' || !state.solution.trim()) return <p role="alert" css={{ margin: 0 }}>{SIMULATOR_MESSAGES.aiFailure}</p>;
  return <SafeHtml html={state.solution} css={{ lineHeight: 1.6 }} />;
}

function StudyView({ state }: { state: StudyMaterialState }) {
  if (state.status === 'loading') return <Spinner label="Loading study materials" />;
  if (state.status === 'error' || !state.items.length) return <p css={{ margin: 0 }}>{SIMULATOR_MESSAGES.noStudyMaterial}</p>;
  return (
    <ul css={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 8 }}>
      {state.items.map((item) => (
        <li key={item.id}>
          {isSafeLinkUrl(item.url) ? (
            <a href={item.url} target="_blank" rel="noopener noreferrer">{item.title}</a>
          ) : (
            <span>{item.title}</span>
          )}
          {item.type && <span css={(t) => ({ marginLeft: 8, fontSize: 13, color: t.colors.textMuted })}>({item.type})</span>}
          {item.description?.trim() && <SafeHtml html={item.description} css={{ marginTop: 6, lineHeight: 1.5 }} />}
        </li>
      ))}
    </ul>
  );
}

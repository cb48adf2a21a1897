// /study-room/study-material (spec 001 §2 "Study Material", §4 "Content opening"): the topic tree headed Select Your
// Topic with its search; choosing a topic shows its content with the type filter All / Text / PPT / PDF / Video (a
// radio group with counts) and the items as buttons (title, type, and the topic for a subtopic's item). Empty states:
// 'No topic tree data available', 'No such data available', 'No study material available' (the topic has no items),
// 'No Content Available' (the filter leaves none) and 'No content are available right now. ...' (the content call
// failed); before a topic is chosen a hint. Desktop: tree and content side by side; mobile (< 480 px): the content is a
// draggable bottom sheet. An item opens by the content-opening rule (study-material.store.ts) in the full-screen
// viewer (viewers/content-viewer.tsx).
import { useTheme } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { STUDY_ROOM_MESSAGES as M } from '../../../application/study-room/study-room-messages';
import { CONTENT_FILTERS, type ContentFilter, type ContentItem } from '../../../domain/study-room/content';
import { PATHS } from '../../../domain/shared/paths';
import { usePageVisit } from '../../analytics/use-page-visit';
import { BottomSheet } from '../../components/bottom-sheet';
import { CourseTabGuard, useAccessState } from '../../components/course-tab-guard';
import { panelCss } from '../../components/panel';
import { Spinner } from '../../components/spinner';
import { TopicTreePanel } from '../../components/topic-tree';
import { useMediaQuery } from '../../components/use-media-query';
import { useServices } from '../../services-context';
import { PageHeading } from '../page-heading';
import { StudyMaterialStore } from './study-material.store';
import { ContentViewer } from './viewers/content-viewer';
import { TypeBadge } from './viewers/viewer-icons';
import { studyTreeTexts } from './study-tree-texts';

export default function StudyMaterialPage() {
  return (
    <CourseTabGuard tab="studyMaterial" parent={PATHS.studyRoom} child="study-material">
      <StudyMaterialScreen />
    </CourseTabGuard>
  );
}

const TREE_TEXTS = studyTreeTexts(M.noTopicTree);

const StudyMaterialScreen = observer(function StudyMaterialScreen() {
  usePageVisit('study-material');
  const { session, studyRoom, examRoom, ui, toasts } = useServices();
  const accessState = useAccessState();
  const theme = useTheme();
  const mobile = useMediaQuery(`(max-width: ${theme.layout.mobileBreakpoint - 0.02}px)`);
  const courseId = session.activeCourse?.courseId ?? 0;
  const templateId = session.activeCourse?.templateId ?? 0;
  const store = useMemo(
    () => new StudyMaterialStore({ studyRoom, examRoom, ui, toasts }, { courseId, templateId }),
    [studyRoom, examRoom, ui, toasts, courseId, templateId],
  );
  useEffect(() => {
    void store.start();
    return () => store.dispose();
  }, [store]);

  const open = (item: ContentItem) => void store.open(item, accessState);
  const topic = store.topic;

  return (
    <>
      <PageHeading>{M.studyMaterialHeading}</PageHeading>
      {mobile ? (
        <>
          {!topic && <p css={(t) => ({ margin: '0 0 12px', color: t.colors.textMuted })}>{M.chooseTopicFirst}</p>}
          <TopicTreePanel state={store.tree} texts={TREE_TEXTS} onChoose={(t) => void store.chooseTopic(t)} />
          {topic && (
            <>
              {/* room below the tree, so its last topics can scroll above the collapsed sheet */}
              <div aria-hidden="true" css={{ height: 96 }} />
              <BottomSheet
                key={topic.topicId}
                label={M.contentPanel}
                handleLabel={M.sheetHandle}
                handleHint={M.sheetHint}
                stopTexts={M.sheetHeights}
              >
                <ContentPanel store={store} onOpen={open} />
              </BottomSheet>
            </>
          )}
        </>
      ) : (
        <div
          css={{
            display: 'grid',
            gap: 20,
            alignItems: 'start',
            gridTemplateColumns: 'minmax(0, 1fr)',
            '@media (min-width: 720px)': { gridTemplateColumns: 'minmax(260px, 2fr) minmax(0, 3fr)' },
          }}
        >
          <TopicTreePanel state={store.tree} texts={TREE_TEXTS} onChoose={(t) => void store.chooseTopic(t)} />
          <div css={panelCss}>
            <ContentPanel store={store} onOpen={open} />
          </div>
        </div>
      )}
      {store.opened && <ContentViewer key={store.opened.id} content={store.opened} onClose={() => store.closeViewer()} />}
    </>
  );
});

function EmptyState({ children, role }: { children: ReactNode; role?: 'status' }) {
  return <p role={role} css={(t) => ({ margin: 0, padding: '24px 8px', textAlign: 'center', color: t.colors.textMuted })}>{children}</p>;
}

const ContentPanel = observer(function ContentPanel({ store, onOpen }: { store: StudyMaterialStore; onOpen: (item: ContentItem) => void }) {
  const headingId = useId();
  const topic = store.topic;
  if (!topic) return <EmptyState>{M.chooseTopicFirst}</EmptyState>;
  const { content } = store;
  const items = store.visibleItems;
  return (
    <section aria-labelledby={headingId}>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '4px 12px', marginBottom: 12 }}>
        <h2 id={headingId} css={{ margin: 0, fontSize: 20, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{topic.topicName}</h2>
        {/* there (empty) while the content loads, so the count is announced when it arrives */}
        <p aria-live="polite" css={(t) => ({ margin: 0, fontWeight: 600, color: t.colors.textMuted, '&:empty': { display: 'none' } })}>
          {content.status === 'ready' && content.items.length > 0 ? M.itemsCount(items.length) : ''}
        </p>
      </div>
      {content.status === 'loading' || content.status === 'idle' ? (
        <Spinner label={M.loadingContent} />
      ) : content.status === 'failed' ? (
        <EmptyState role="status">{M.noContentYet}</EmptyState>
      ) : content.items.length === 0 ? (
        <EmptyState role="status">{M.noStudyMaterial}</EmptyState>
      ) : (
        <>
          <FilterGroup value={store.filter} counts={store.counts} onChange={(f) => store.setFilter(f)} />
          {items.length === 0 ? (
            <EmptyState role="status">{M.noContentAvailable}</EmptyState>
          ) : (
            <ul aria-label={M.contentOf(topic.topicName)} css={{ listStyle: 'none', margin: '16px 0 0', padding: 0, display: 'grid', gap: 8 }}>
              {items.map((item) => (
                <li key={item.id}>
                  <ItemButton
                    item={item}
                    showTopic={item.topicId !== topic.topicId}
                    busy={store.opening?.id === item.id}
                    onOpen={() => onOpen(item)}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
});

/** The type filter: a radio group of buttons (arrow keys move and choose, Home and End; one tab stop). */
function FilterGroup({ value, counts, onChange }: {
  value: ContentFilter;
  counts: Record<ContentFilter, number>;
  onChange: (filter: ContentFilter) => void;
}) {
  const group = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = CONTENT_FILTERS.indexOf(value);
    const last = CONTENT_FILTERS.length - 1;
    const next =
      e.key === 'ArrowRight' || e.key === 'ArrowDown' ? (i >= last ? 0 : i + 1)
      : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? (i <= 0 ? last : i - 1)
      : e.key === 'Home' ? 0
      : e.key === 'End' ? last
      : null;
    if (next === null) return;
    e.preventDefault();
    onChange(CONTENT_FILTERS[next]);
    group.current?.querySelectorAll<HTMLElement>('[role="radio"]')[next]?.focus();
  };
  return (
    <div ref={group} role="radiogroup" aria-label={M.contentType} onKeyDown={onKeyDown} css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {CONTENT_FILTERS.map((filter) => {
        const checked = filter === value;
        return (
          <button
            key={filter}
            type="button"
            role="radio"
            aria-checked={checked}
            // 'PDF 2 items': the visible 'PDF 2' first (WCAG 2.5.3 label in name)
            aria-label={`${M.filterLabel(filter)} ${M.itemsCount(counts[filter])}`}
            tabIndex={checked ? 0 : -1}
            onClick={() => onChange(filter)}
            css={(t) => ({
              display: 'inline-flex', alignItems: 'center', gap: 6, minHeight: 40, padding: '6px 14px', cursor: 'pointer',
              font: 'inherit', fontWeight: 600, borderRadius: t.radii.pill,
              border: `1px solid ${checked ? t.colors.primary : t.colors.border}`,
              background: checked ? t.colors.primary : t.colors.surface,
              color: checked ? t.colors.primaryText : t.colors.text,
              '&:hover': { borderColor: t.colors.primary },
              '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 2 },
            })}
          >
            {M.filterLabel(filter)}
            <span css={{ fontVariantNumeric: 'tabular-nums', opacity: 0.85 }}>{counts[filter]}</span>
          </button>
        );
      })}
    </div>
  );
}

function ItemButton({ item, showTopic, busy, onOpen }: { item: ContentItem; showTopic: boolean; busy: boolean; onOpen: () => void }) {
  return (
    <button
      type="button"
      aria-busy={busy || undefined}
      onClick={onOpen}
      css={(t) => ({
        display: 'flex', alignItems: 'center', gap: 12, width: '100%', padding: '12px 14px', textAlign: 'left', cursor: 'pointer',
        font: 'inherit', color: t.colors.text, background: t.colors.bg, border: `1px solid ${t.colors.border}`, borderRadius: t.radii.md,
        '&:hover': { background: t.colors.surfaceAlt, borderColor: t.colors.primary },
        '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 2 },
        '&[aria-busy="true"]': { cursor: 'progress' },
      })}
    >
      <span css={{ flex: 1, minWidth: 0, display: 'grid', gap: 6 }}>
        <span css={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.contentTitle}</span>{' '}
        <span css={(t) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, fontSize: 14, color: t.colors.textMuted })}>
          <TypeBadge type={item.contentType} />
          {showTopic && <>{' '}<span>{M.subtopicOf(item.topicName)}</span></>}
        </span>
      </span>
      {busy && <Spinner size="sm" />}
    </button>
  );
}

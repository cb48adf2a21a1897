// The topic tree headed Select Your Topic, shared by the topic tests and the three study-room screens: a search
// (300 ms debounce, case-insensitive over any string field, domain/exam-room/topic.ts), expandable topics (every
// subject open at first; all open while searching), the loading and empty states, and an optional figure beside
// each topic (the progress rings of Smart Learning). The state is a small MobX class the page owns.
import { makeAutoObservable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import { filterTopics, type Topic } from '../../domain/exam-room/topic';
import { valueOr, type Result } from '../../domain/shared/result';
import { Icon } from './icons';
import { panelCss } from './panel';
import { Spinner } from './spinner';
import { TextField } from './text-field';
import { useDebouncedEffect } from './use-debounced-effect';

export class TopicTreeState {
  topics: Topic[] = [];
  loading = false;
  loaded = false;
  /** the search text as typed */
  query = '';
  /** the search text in effect (applied 300 ms after the last key press) */
  appliedQuery = '';
  /** topics whose subtopics are shown (while searching, all are) */
  expanded = new Set<number>();
  /** the chosen topic */
  selected: Topic | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  get filtered(): Topic[] {
    return filterTopics(this.topics, this.appliedQuery);
  }

  /** Loads the tree (a failure is an empty tree: the panel shows its empty state). */
  async load(fetch: () => Promise<Result<Topic[]>>): Promise<void> {
    this.loading = true;
    const topics = valueOr(await fetch(), []);
    runInAction(() => {
      this.topics = topics;
      this.expanded = new Set(topics.map((t) => t.topicId));
      this.loading = false;
      this.loaded = true;
    });
  }

  isExpanded(topic: Topic): boolean {
    return this.appliedQuery.trim() !== '' || this.expanded.has(topic.topicId);
  }

  toggle(topic: Topic): void {
    const next = new Set(this.expanded);
    if (next.has(topic.topicId)) next.delete(topic.topicId);
    else next.add(topic.topicId);
    this.expanded = next;
  }

  setQuery(query: string): void {
    this.query = query;
  }

  applyQuery(): void {
    this.appliedQuery = this.query;
  }

  select(topic: Topic | null): void {
    this.selected = topic;
  }
}

export interface TopicTreeTexts {
  title: string;
  searchLabel: string;
  searchPlaceholder: string;
  loading: string;
  /** the tree is empty */
  empty: string;
  /** nothing matches the search */
  noMatch: string;
  listLabel: string;
  subtopicsOf: (topic: string) => string;
}

export interface TopicTreePanelProps {
  state: TopicTreeState;
  texts: TopicTreeTexts;
  onChoose: (topic: Topic) => void;
  /** shown at the end of each topic's row (a progress ring), decorative or labelled by the caller */
  renderExtra?: (topic: Topic) => ReactNode;
}

export const TopicTreePanel = observer(function TopicTreePanel({ state, texts, onChoose, renderExtra }: TopicTreePanelProps) {
  const headingId = useId();
  useDebouncedEffect(state.query, () => state.applyQuery());
  const topics = state.filtered;
  return (
    <section aria-labelledby={headingId} css={panelCss}>
      <h2 id={headingId} css={{ margin: '0 0 12px', fontSize: 20 }}>{texts.title}</h2>
      <TextField
        label={texts.searchLabel}
        type="search"
        placeholder={texts.searchPlaceholder}
        value={state.query}
        onChange={(e) => state.setQuery(e.target.value)}
        autoComplete="off"
      />
      <div css={{ marginTop: 12 }}>
        {state.loading || !state.loaded ? (
          <Spinner label={texts.loading} />
        ) : state.topics.length === 0 ? (
          <TreeEmpty>{texts.empty}</TreeEmpty>
        ) : topics.length === 0 ? (
          <TreeEmpty>{texts.noMatch}</TreeEmpty>
        ) : (
          <TopicList topics={topics} state={state} texts={texts} onChoose={onChoose} renderExtra={renderExtra} label={texts.listLabel} />
        )}
      </div>
    </section>
  );
});

function TreeEmpty({ children }: { children: ReactNode }) {
  return <p css={(t) => ({ margin: 0, padding: '16px 0', color: t.colors.textMuted, textAlign: 'center' })}>{children}</p>;
}

const TopicList = observer(function TopicList({ topics, state, texts, onChoose, renderExtra, label }: {
  topics: readonly Topic[];
  state: TopicTreeState;
  texts: TopicTreeTexts;
  onChoose: (topic: Topic) => void;
  renderExtra?: (topic: Topic) => ReactNode;
  label?: string;
}) {
  return (
    <ul aria-label={label} css={{ listStyle: 'none', margin: 0, paddingLeft: label ? 0 : 24, display: 'grid', gap: 4 }}>
      {topics.map((topic) => {
        const parent = topic.children.length > 0;
        const open = parent && state.isExpanded(topic);
        const current = state.selected?.topicId === topic.topicId;
        return (
          <li key={topic.topicId}>
            <div css={{ display: 'flex', alignItems: 'stretch', gap: 4 }}>
              {parent ? (
                <button
                  type="button"
                  aria-expanded={open}
                  aria-label={texts.subtopicsOf(topic.topicName)}
                  onClick={() => state.toggle(topic)}
                  css={(t) => ({
                    flex: 'none', width: 36, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', cursor: 'pointer',
                    border: `1px solid ${t.colors.border}`, borderRadius: t.radii.md, background: t.colors.surface, color: t.colors.text,
                    '& svg': { transform: open ? 'none' : 'rotate(-90deg)', transition: 'transform 150ms ease' },
                  })}
                >
                  <Icon name="chevronDown" size={18} />
                </button>
              ) : (
                <span aria-hidden="true" css={{ flex: 'none', width: 36 }} />
              )}
              <button
                type="button"
                aria-current={current ? 'true' : undefined}
                onClick={() => onChoose(topic)}
                css={(t) => ({
                  display: 'flex', alignItems: 'center', gap: 8, flex: 1, minWidth: 0, padding: '10px 12px', textAlign: 'left',
                  font: 'inherit', fontWeight: parent ? 600 : 400, color: t.colors.text, cursor: 'pointer',
                  border: `1px solid ${current ? t.colors.primary : t.colors.border}`, borderRadius: t.radii.md,
                  background: current ? t.colors.surfaceAlt : t.colors.surface,
                  '&:hover': { background: t.colors.surfaceAlt },
                })}
              >
                <Icon name="book" size={18} />
                <span css={{ flex: 1, minWidth: 0 }}>{topic.topicName}</span>
                {renderExtra?.(topic)}
              </button>
            </div>
            {open && <TopicList topics={topic.children} state={state} texts={texts} onChoose={onChoose} renderExtra={renderExtra} />}
          </li>
        );
      })}
    </ul>
  );
});

// The topic tree's texts on the three study-room screens: 'Select Your Topic', the search, and each screen's own
// empty-tree text (spec 001 §2, §8).
import { STUDY_ROOM_MESSAGES as M } from '../../../application/study-room/study-room-messages';
import type { TopicTreeTexts } from '../../components/topic-tree';

export const studyTreeTexts = (empty: string): TopicTreeTexts => ({
  title: M.selectYourTopic,
  searchLabel: M.searchTopics,
  searchPlaceholder: M.searchTopicsPlaceholder,
  loading: M.loadingTopics,
  empty,
  noMatch: M.noSuchData,
  listLabel: M.topics,
  subtopicsOf: M.subtopicsOf,
});

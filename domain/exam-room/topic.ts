// The topic tree of the topic tests, and topic search: case-insensitive over any string field of a topic. A topic
// that matches is kept with its whole subtree; a topic that does not match is kept only for the descendants that do.

/** A node of the topic tree. */
export interface Topic {
  topicId: number;
  topicName: string;
  children: Topic[];
}

const matches = (topic: Topic, needle: string): boolean =>
  Object.entries(topic).some(([key, value]) => key !== 'children' && typeof value === 'string' && value.toLowerCase().includes(needle));

/** The topics matching `query` (trimmed); all topics for a blank query. Never mutates its input. */
export const filterTopics = (topics: readonly Topic[], query: string): Topic[] => {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...topics];
  const walk = (list: readonly Topic[]): Topic[] =>
    list.flatMap((topic) => {
      if (matches(topic, needle)) return [topic];
      const children = walk(topic.children);
      return children.length > 0 ? [{ ...topic, children }] : [];
    });
  return walk(topics);
};

/** Every topic of the tree, depth first. */
export const flattenTopics = (topics: readonly Topic[]): Topic[] => topics.flatMap((t) => [t, ...flattenTopics(t.children)]);

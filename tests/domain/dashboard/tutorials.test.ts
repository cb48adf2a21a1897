import { describe, expect, it } from '@jest/globals';
import {
  ALL_TUTORIAL_VIDEOS, DASHBOARD_TUTORIALS, TUTORIAL_CATEGORIES, tutorialCaptionsPath, tutorialPosterPath, tutorialVideoPath, WELCOME_VIDEO,
} from '../../../domain/dashboard/tutorials';

describe('the tutorial videos', () => {
  it('the dashboard banner: Study Room 3 videos, Exam Room 4, Analytics 1', () => {
    expect(DASHBOARD_TUTORIALS.map((g) => [g.title, g.videos.length])).toEqual([['Study Room', 3], ['Exam Room', 4], ['Analytics', 1]]);
  });

  it('the Tutorials modal: My Study Room, Smart Learning, My Exam Room, Report & Analytics, each with videos', () => {
    expect(TUTORIAL_CATEGORIES.map((g) => g.title)).toEqual(['My Study Room', 'Smart Learning', 'My Exam Room', 'Report & Analytics']);
    for (const g of TUTORIAL_CATEGORIES) expect(g.videos.length).toBeGreaterThan(0);
    // the study and exam rooms show the banner's videos
    expect(TUTORIAL_CATEGORIES[0].videos).toEqual(DASHBOARD_TUTORIALS[0].videos);
    expect(TUTORIAL_CATEGORIES[2].videos).toEqual(DASHBOARD_TUTORIALS[1].videos);
    expect(TUTORIAL_CATEGORIES[3].videos).toContainEqual(DASHBOARD_TUTORIALS[2].videos[0]);
  });

  it('group ids are unique within each list; a video id always has the same title and duration', () => {
    for (const list of [DASHBOARD_TUTORIALS, TUTORIAL_CATEGORIES]) expect(new Set(list.map((g) => g.id)).size).toBe(list.length);
    const all = [WELCOME_VIDEO, ...DASHBOARD_TUTORIALS.flatMap((g) => g.videos), ...TUTORIAL_CATEGORIES.flatMap((g) => g.videos)];
    const byId = new Map<string, string>();
    for (const v of all) {
      const key = `${v.title}|${v.duration}`;
      expect(byId.get(v.id) ?? key).toBe(key);
      byId.set(v.id, key);
    }
    expect(ALL_TUTORIAL_VIDEOS.map((v) => v.id).sort()).toEqual([...byId.keys()].sort());
    expect(ALL_TUTORIAL_VIDEOS[0]).toBe(WELCOME_VIDEO);
  });

  it('every video: a file-safe id, a title, 12 to 20 whole seconds', () => {
    for (const v of ALL_TUTORIAL_VIDEOS) {
      expect(v.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(v.title.trim().length).toBeGreaterThan(10);
      expect(Number.isInteger(v.duration)).toBe(true);
      expect(v.duration).toBeGreaterThanOrEqual(12);
      expect(v.duration).toBeLessThanOrEqual(20);
    }
  });

  it('the file paths under the API base', () => {
    expect(tutorialVideoPath(WELCOME_VIDEO.id)).toBe('/media/videos/welcome.webm');
    expect(tutorialCaptionsPath(WELCOME_VIDEO.id)).toBe('/media/videos/welcome.vtt');
    expect(tutorialPosterPath(WELCOME_VIDEO.id)).toBe('/media/videos/welcome.jpg');
  });
});

// View state of /selectyourcourse and /selectcourse: the catalogue, the category chips, the debounced search and
// the course whose plans are open. The rules (which courses match, the enrolled badge) are domain/catalogue's.
import { makeAutoObservable, runInAction } from 'mobx';
import type { CatalogueUseCases } from '../../../application/catalogue/catalogue-use-cases';
import type { Course } from '../../../domain/account/student';
import type { CatalogueCategory, CatalogueCourse } from '../../../domain/catalogue/catalogue';
import { enrolledBadge, enrolmentOf, findCourse, SEARCH_DEBOUNCE_MS, visibleCourses } from '../../../domain/catalogue/catalogue-rules';

export class SelectCourseStore {
  categories: CatalogueCategory[] = [];
  loading = true;
  /** the last load failed (the empty state offers Try again) */
  failed = false;
  chosen = new Set<number>();
  /** what the search box shows */
  query = '';
  /** what the list is filtered by: the query once it stayed unchanged for 300 ms */
  appliedQuery = '';
  /** the course whose plan modal is open */
  openCourse: CatalogueCourse | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly catalogue: CatalogueUseCases, private readonly myCourses: () => readonly Course[]) {
    makeAutoObservable<SelectCourseStore, 'catalogue' | 'myCourses' | 'timer'>(this, { catalogue: false, myCourses: false, timer: false });
  }

  get visible(): CatalogueCourse[] {
    return visibleCourses(this.categories, this.chosen, this.appliedQuery);
  }

  badgeOf(courseId: number): string | null {
    return enrolledBadge(courseId, this.myCourses());
  }

  /** The pack the student holds in this course, or null when not enrolled. */
  packOf(courseId: number): string | null {
    return enrolmentOf(courseId, this.myCourses())?.packTypeTitle ?? null;
  }

  /** Loads the catalogue; `preselect` (the cid query) opens that course's plans once it is in. */
  async load(preselect: number | null = null): Promise<void> {
    this.loading = true;
    this.failed = false;
    const r = await this.catalogue.catalogue();
    runInAction(() => {
      this.categories = r.ok ? r.value : [];
      this.failed = !r.ok;
      this.loading = false;
      const course = findCourse(this.categories, preselect);
      if (course) this.openCourse = course;
    });
  }

  toggleCategory(categoryId: number): void {
    const next = new Set(this.chosen);
    if (next.has(categoryId)) next.delete(categoryId);
    else next.add(categoryId);
    this.chosen = next;
  }

  clearCategories(): void {
    this.chosen = new Set();
  }

  setQuery(query: string): void {
    this.query = query;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => runInAction(() => { this.appliedQuery = this.query; }), SEARCH_DEBOUNCE_MS);
  }

  open(course: CatalogueCourse): void {
    this.openCourse = course;
  }

  close(): void {
    this.openCourse = null;
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
  }
}

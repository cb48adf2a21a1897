// The courses on sale: their plans, promo codes and images (migration 005).
import type { Db } from '../db/migration';
import type { PlanRow, PromoRow } from '../catalogue/catalogue-types';
import type { CourseHeadRow } from './course-repository';

/** A course as the catalogue shows it. */
export interface CatalogueCourseRow extends CourseHeadRow {
  /** JSON FeatureSection[] */
  features_list: string;
}

export interface CourseImage {
  contentType: string;
  body: string;
}

const COURSE_COLUMNS = `id, title, sub_title, image_url, category_id, category_name, organisation_id, organisation_name,
  features_list`;

export class CatalogueRepository {
  private readonly allCourses;
  private readonly oneCourse;
  private readonly allPlans;
  private readonly plansOfCourse;
  private readonly onePlan;
  private readonly onePromo;
  private readonly oneImage;

  constructor(db: Db) {
    this.allCourses = db.prepare<[], CatalogueCourseRow>(`SELECT ${COURSE_COLUMNS} FROM courses ORDER BY category_name, title, id`);
    this.oneCourse = db.prepare<[number], CatalogueCourseRow>(`SELECT ${COURSE_COLUMNS} FROM courses WHERE id = ?`);
    this.allPlans = db.prepare<[], PlanRow>('SELECT * FROM plans ORDER BY course_id, position, id');
    this.plansOfCourse = db.prepare<[number], PlanRow>('SELECT * FROM plans WHERE course_id = ? ORDER BY position, id');
    this.onePlan = db.prepare<[number], PlanRow>('SELECT * FROM plans WHERE id = ?');
    this.onePromo = db.prepare<[string], PromoRow>('SELECT * FROM promo_codes WHERE code = ?');
    this.oneImage = db.prepare<[number], CourseImage>(
      'SELECT content_type AS contentType, body FROM course_images WHERE course_id = ?');
  }

  /** Every course, by category name, then title. */
  courses(): CatalogueCourseRow[] {
    return this.allCourses.all();
  }

  course(courseId: number): CatalogueCourseRow | undefined {
    return this.oneCourse.get(courseId);
  }

  /** Every plan by course id. */
  plansByCourse(): Map<number, PlanRow[]> {
    const byCourse = new Map<number, PlanRow[]>();
    for (const plan of this.allPlans.all()) {
      const list = byCourse.get(plan.course_id) ?? [];
      list.push(plan);
      byCourse.set(plan.course_id, list);
    }
    return byCourse;
  }

  plansOf(courseId: number): PlanRow[] {
    return this.plansOfCourse.all(courseId);
  }

  plan(planId: number): PlanRow | undefined {
    return this.onePlan.get(planId);
  }

  /** The promo code, any case (the column is COLLATE NOCASE). */
  promo(code: string): PromoRow | undefined {
    return this.onePromo.get(code);
  }

  image(courseId: number): CourseImage | undefined {
    return this.oneImage.get(courseId);
  }
}

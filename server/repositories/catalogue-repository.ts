// The courses on sale: their plans, promo codes and images (migration 005).
import type { SqlDatabase } from '../db/connect';
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

const COURSE_COLUMNS = ['id', 'title', 'sub_title', 'image_url', 'category_id', 'category_name', 'organisation_id',
  'organisation_name', 'features_list'] as const;

// pack_type is a CHECKed TEXT column (FREE, ACE, PRO): the generated type says string
const asPlan = (row: Omit<PlanRow, 'pack_type'> & { pack_type: string }): PlanRow => row as PlanRow;

export class CatalogueRepository {
  constructor(private readonly db: SqlDatabase) {}

  /** Every course, by category name, then title. */
  async courses(): Promise<CatalogueCourseRow[]> {
    return this.db.q().selectFrom('courses').select(COURSE_COLUMNS)
      .orderBy('category_name').orderBy('title').orderBy('id').execute();
  }

  async course(courseId: number): Promise<CatalogueCourseRow | undefined> {
    return this.db.q().selectFrom('courses').select(COURSE_COLUMNS).where('id', '=', courseId).executeTakeFirst();
  }

  /** Every plan by course id. */
  async plansByCourse(): Promise<Map<number, PlanRow[]>> {
    const plans = await this.db.q().selectFrom('plans').selectAll().orderBy('course_id').orderBy('position').orderBy('id').execute();
    const byCourse = new Map<number, PlanRow[]>();
    for (const plan of plans) {
      const list = byCourse.get(plan.course_id) ?? [];
      list.push(asPlan(plan));
      byCourse.set(plan.course_id, list);
    }
    return byCourse;
  }

  async plansOf(courseId: number): Promise<PlanRow[]> {
    const plans = await this.db.q().selectFrom('plans').selectAll().where('course_id', '=', courseId)
      .orderBy('position').orderBy('id').execute();
    return plans.map(asPlan);
  }

  async plan(planId: number): Promise<PlanRow | undefined> {
    const plan = await this.db.q().selectFrom('plans').selectAll().where('id', '=', planId).executeTakeFirst();
    return plan && asPlan(plan);
  }

  /** The promo code, any case (the column is COLLATE NOCASE on SQLite, CITEXT on PostgreSQL). */
  async promo(code: string): Promise<PromoRow | undefined> {
    return this.db.q().selectFrom('promo_codes').selectAll().where('code', '=', code).executeTakeFirst();
  }

  async image(courseId: number): Promise<CourseImage | undefined> {
    return this.db.q().selectFrom('course_images').select(['content_type as contentType', 'body'])
      .where('course_id', '=', courseId).executeTakeFirst();
  }
}

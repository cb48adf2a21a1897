// View state of the plan modal: the pack tab, the chosen plan, the promo code, and the purchase in progress. Prices
// are the server's (the catalogue's plan groups, or the ones a promo re-priced); the rules are domain/catalogue's.
import { makeAutoObservable, runInAction } from 'mobx';
import { CATALOGUE_MESSAGES as M } from '../../../application/catalogue/catalogue-messages';
import type { CatalogueFailure, CatalogueUseCases, CheckoutOutcome, Payer } from '../../../application/catalogue/catalogue-use-cases';
import { needsEmailBeforePurchase } from '../../../domain/account/validation';
import type { CatalogueCourse, PackType, Plan, PlanGroup } from '../../../domain/catalogue/catalogue';
import { canApplyPromo, firstPlanOf, planById, planTabs, plansOf } from '../../../domain/catalogue/catalogue-rules';
import type { Result } from '../../../domain/shared/result';

export type PurchaseStep =
  | { kind: 'idle' }
  | { kind: 'busy' }
  /** a paid plan and no e-mail on the account: the Update Email modal first */
  | { kind: 'needs-email' }
  /** the browser is on its way to the provider's checkout */
  | { kind: 'redirecting' };

export type PurchaseResult = Result<CheckoutOutcome, CatalogueFailure>;

export class PlanModalStore {
  tab: PackType;
  planId: number | null;
  promoInput = '';
  /** the code the server accepted, with the plan groups it priced */
  appliedPromo: string | null = null;
  private promoGroups: PlanGroup[] | null = null;
  promoBusy = false;
  /** the outcome of the last Apply, shown under the field */
  promoMessage: { text: string; ok: boolean } | null = null;
  step: PurchaseStep = { kind: 'idle' };

  constructor(
    readonly course: CatalogueCourse,
    readonly enrolled: boolean,
    private readonly catalogue: CatalogueUseCases,
  ) {
    this.tab = this.tabs[0];
    this.planId = firstPlanOf(course.planGroups, this.tab)?.packId ?? null;
    makeAutoObservable<PlanModalStore, 'catalogue' | 'promoGroups'>(this, { catalogue: false, promoGroups: true, course: false, enrolled: false });
  }

  get tabs(): PackType[] {
    return planTabs(this.enrolled);
  }

  get groups(): PlanGroup[] {
    return this.promoGroups ?? this.course.planGroups;
  }

  get plans(): Plan[] {
    return plansOf(this.groups, this.tab);
  }

  get plan(): Plan | null {
    return planById(this.groups, this.planId);
  }

  get canApply(): boolean {
    return !this.promoBusy && canApplyPromo(this.promoInput, this.appliedPromo !== null);
  }

  /** Changing the tab selects the first plan of that pack. */
  setTab(tab: PackType): void {
    this.tab = tab;
    this.planId = firstPlanOf(this.groups, tab)?.packId ?? null;
  }

  selectPlan(packId: number): void {
    this.planId = packId;
  }

  setPromoInput(code: string): void {
    this.promoInput = code;
    if (this.promoMessage && !this.promoMessage.ok) this.promoMessage = null;
  }

  async applyPromo(): Promise<void> {
    if (!this.canApply) return;
    this.promoBusy = true;
    const code = this.promoInput.trim();
    const r = await this.catalogue.applyPromo(this.course.courseId, code);
    runInAction(() => {
      this.promoBusy = false;
      if (r.ok) {
        this.appliedPromo = code;
        this.promoGroups = r.value;
        this.promoMessage = { text: M.promoApplied, ok: true };
        if (!this.plan) this.planId = firstPlanOf(this.groups, this.tab)?.packId ?? null;
      } else {
        this.promoMessage = { text: r.error.message, ok: false };
      }
    });
  }

  clearPromo(): void {
    this.appliedPromo = null;
    this.promoGroups = null;
    this.promoInput = '';
    this.promoMessage = null;
  }

  /**
   * Buys the chosen plan: the free trial enrols directly; a paid plan without an e-mail on the account asks for one
   * first (step needs-email, then call again); otherwise checkout. Answers null when nothing was attempted.
   */
  async purchase(payer: Payer): Promise<PurchaseResult | null> {
    const plan = this.plan;
    if (!plan || this.step.kind === 'busy' || this.step.kind === 'redirecting') return null;
    if (this.tab !== 'FREE' && needsEmailBeforePurchase(plan.salePrice, payer.email)) {
      this.step = { kind: 'needs-email' };
      return null;
    }
    this.step = { kind: 'busy' };
    const r: PurchaseResult = this.tab === 'FREE' && !this.appliedPromo
      ? await this.freeTrial()
      : await this.catalogue.checkout({ course: this.course, plan, promoCode: this.appliedPromo ?? undefined, payer });
    runInAction(() => {
      this.step = r.ok && r.value.kind === 'redirected' ? { kind: 'redirecting' } : { kind: 'idle' };
    });
    return r;
  }

  cancelEmail(): void {
    if (this.step.kind === 'needs-email') this.step = { kind: 'idle' };
  }

  private async freeTrial(): Promise<PurchaseResult> {
    const r = await this.catalogue.takeFreeTrial(this.course.courseId);
    return r.ok ? { ok: true, value: { kind: 'enrolled', courseId: r.value.courseId } } : r;
  }
}


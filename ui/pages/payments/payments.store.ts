// View state of /payments: the student's payment transactions, 5 rows a page; a failed list shows the empty state.
import { makeAutoObservable, runInAction } from 'mobx';
import type { CatalogueUseCases } from '../../../application/catalogue/catalogue-use-cases';
import type { PaymentTransaction } from '../../../domain/catalogue/catalogue';
import { TRANSACTIONS_PAGE_SIZE } from '../../../domain/catalogue/catalogue-rules';
import { pageOf } from '../../../domain/exam-room/page-of';
import { valueOr } from '../../../domain/shared/result';

export class PaymentsStore {
  transactions: PaymentTransaction[] = [];
  loading = true;
  page = 1;

  constructor(private readonly catalogue: CatalogueUseCases) {
    makeAutoObservable<PaymentsStore, 'catalogue'>(this, { catalogue: false });
  }

  get currentPage(): { rows: PaymentTransaction[]; page: number; pages: number } {
    return pageOf(this.transactions, this.page, TRANSACTIONS_PAGE_SIZE);
  }

  /** The row number (No.) of a row of the current page. */
  numberOf(indexOnPage: number): number {
    return (this.currentPage.page - 1) * TRANSACTIONS_PAGE_SIZE + indexOnPage + 1;
  }

  async load(): Promise<void> {
    this.loading = true;
    const rows = valueOr(await this.catalogue.transactions(), []);
    runInAction(() => {
      this.transactions = rows;
      this.page = 1;
      this.loading = false;
    });
  }

  goTo(page: number): void {
    this.page = pageOf(this.transactions, page, TRANSACTIONS_PAGE_SIZE).page;
  }
}

import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { err, ok, type Result } from '../../../../domain/shared/result';
import type { CatalogueCategory } from '../../../../domain/catalogue/catalogue';
import type { CatalogueFailure } from '../../../../application/catalogue/catalogue-use-cases';
import SelectCoursePage from '../../../../ui/pages/catalogue/select-course.page';
import { aCourse, aStudent } from '../../../mothers/student.mother';
import { deferred } from '../../support/render-page';
import { aCatalogue, fakeCatalogue, planGroups } from './catalogue-fakes';
import { renderCataloguePage } from './catalogue-harness';

afterEach(() => { jest.useRealTimers(); });

const cardTitles = () => screen.getAllByRole('button', { name: /^View plans: / }).map((b) => b.textContent);

describe('/selectcourse', () => {
  it('shows a skeleton of 6 cards while loading, then the courses with their category chips', async () => {
    const catalogue = fakeCatalogue();
    const gate = deferred<Result<CatalogueCategory[], CatalogueFailure>>();
    catalogue.catalogue.mockReturnValueOnce(gate.promise);
    renderCataloguePage(<SelectCoursePage />, { catalogue });
    expect(screen.getAllByTestId('course-skeleton')).toHaveLength(6);
    await act(async () => gate.resolve(ok(aCatalogue())));
    expect(cardTitles()).toEqual(['JEE Main Complete Course', 'JEE Advanced Rank Booster', 'NEET Biology Booster']);
    expect(screen.getByRole('group', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.queryByTestId('course-skeleton')).not.toBeInTheDocument();
  });

  it('filters by category chips (Clear shows all) and by the search after 300 ms', async () => {
    jest.useFakeTimers();
    renderCataloguePage(<SelectCoursePage />);
    await act(async () => { await Promise.resolve(); });
    const medical = await screen.findByRole('button', { name: 'Medical', pressed: false });
    fireEvent.click(medical);
    expect(cardTitles()).toEqual(['NEET Biology Booster']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(cardTitles()).toHaveLength(3);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search courses' }), { target: { value: 'beacon' } });
    expect(cardTitles()).toHaveLength(3);
    act(() => { jest.advanceTimersByTime(300); });
    expect(cardTitles()).toEqual(['NEET Biology Booster']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search courses' }), { target: { value: 'nothing like this' } });
    act(() => { jest.advanceTimersByTime(300); });
    expect(screen.getByRole('heading', { name: 'No courses found' })).toBeInTheDocument();
  });

  it('badges enrolled courses and opens ?cid= with only ACE and PRO for an enrolled course', async () => {
    const student = aStudent({ courses: [aCourse({ courseId: 102, packTypeTitle: 'ACE', organisationName: 'Beacon Institute' })] });
    renderCataloguePage(<SelectCoursePage />, { path: '/selectcourse?cid=102', student });
    const dialog = await screen.findByRole('dialog', { name: 'NEET Biology Booster' });
    expect(within(dialog).getAllByRole('tab').map((t) => t.textContent)).toEqual(['ACE', 'PRO']);
    expect(within(dialog).getByText('You are enrolled in ACE. Upgrade or renew below.')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: '3 Months' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Pay ₹ 1,499' })).toBeEnabled();
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[1]);
    expect(screen.getByText('Enrolled: ACE')).toBeInTheDocument();
  });

  it('shows the plans with price, discount, validity and price per day, and the feature comparison', async () => {
    renderCataloguePage(<SelectCoursePage />, { student: aStudent({ courses: [] }) });
    fireEvent.click(await screen.findByRole('button', { name: 'View plans: JEE Main Complete Course' }));
    const dialog = screen.getByRole('dialog', { name: 'JEE Main Complete Course' });
    expect(within(dialog).getAllByRole('tab').map((t) => t.textContent)).toEqual(['FREE', 'ACE', 'PRO']);
    fireEvent.click(within(dialog).getByRole('tab', { name: 'ACE' }));
    expect(within(dialog).getByRole('radio', { name: '3 Months' })).toBeChecked();
    const plan = within(dialog).getByRole('radio', { name: '6 Months' }).closest('label') as HTMLElement;
    expect(plan).toHaveTextContent('₹ 2,499');
    expect(plan).toHaveTextContent('38% off');
    expect(plan).toHaveTextContent('180 days · ₹ 13/day');
    const table = within(dialog).getByRole('table', { name: 'Exam Room' });
    const row = within(table).getByRole('row', { name: /Mock Tests/ });
    expect(within(row).getAllByText(/Included|Not included/).map((e) => e.textContent)).toEqual(['Not included', 'Included', 'Included']);
  });

  it('promo: Apply needs a code; a wrong one says so, a right one re-prices and Clear resets', async () => {
    const catalogue = fakeCatalogue();
    catalogue.applyPromo.mockResolvedValueOnce(err({ message: 'Invalid promo code' }));
    renderCataloguePage(<SelectCoursePage />, { path: '/selectcourse?cid=101', catalogue });
    const dialog = await screen.findByRole('dialog', { name: 'JEE Main Complete Course' });
    fireEvent.click(within(dialog).getByRole('tab', { name: 'PRO' }));
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Promo code'), { target: { value: 'WRONG' } });
    fireEvent.click(apply);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid promo code');

    const free = planGroups()
      .map((g) => ({ ...g, plans: g.plans.map((p) => ({ ...p, salePrice: 0 })) }));
    catalogue.applyPromo.mockResolvedValueOnce(ok(free));
    fireEvent.change(within(dialog).getByLabelText('Promo code'), { target: { value: 'FREE100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByRole('button', { name: 'Get It Free' })).toBeEnabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Promo applied successfully. Promo FREE100 applied');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(within(dialog).getByRole('button', { name: 'Pay ₹ 4,999' })).toBeInTheDocument();
  });

  it('the free trial enrols, opens the course and goes to the dashboard with a success toast', async () => {
    const catalogue = fakeCatalogue();
    catalogue.takeFreeTrial.mockResolvedValue(ok({ courseId: 101 }));
    const { opened, currentPath, services } = renderCataloguePage(<SelectCoursePage />, { path: '/selectcourse?cid=101', catalogue, student: aStudent({ courses: [] }) });
    const dialog = await screen.findByRole('dialog', { name: 'JEE Main Complete Course' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start Free Trial' }));
    await act(async () => { await Promise.resolve(); });
    expect(catalogue.takeFreeTrial).toHaveBeenCalledWith(101);
    expect(opened).toEqual([101]);
    expect(currentPath()).toBe('/dashboard');
    expect(services.toasts.toasts.map((t) => t.message)).toContain('Course added successfully!');
  });

  it('a course already taken says so in a toast', async () => {
    const catalogue = fakeCatalogue();
    catalogue.takeFreeTrial.mockResolvedValue(err({ title: 'Course Already Taken', message: 'You have already enrolled in this course.' }));
    const { services, currentPath } = renderCataloguePage(<SelectCoursePage />, { path: '/selectcourse?cid=101', catalogue, student: aStudent({ courses: [] }) });
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Start Free Trial' }));
    await act(async () => { await Promise.resolve(); });
    expect(services.toasts.toasts).toEqual([expect.objectContaining({ title: 'Course Already Taken', message: 'You have already enrolled in this course.' })]);
    expect(currentPath()).toBe('/selectcourse?cid=101');
  });

  it('a paid plan without an e-mail asks for one (Submit only for a valid e-mail), saves it and checks out', async () => {
    const catalogue = fakeCatalogue();
    catalogue.checkout.mockResolvedValue(ok({ kind: 'redirected' }));
    const { account } = renderCataloguePage(<SelectCoursePage />, { path: '/selectcourse?cid=101', catalogue, student: aStudent({ emailId: '', courses: [] }) });
    const saved: string[] = [];
    account.updateEmail = async (email: string) => {
      saved.push(email);
      account.stored = { ...(account.stored as NonNullable<typeof account.stored>), emailId: email };
      return ok(account.stored);
    };
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('tab', { name: 'ACE' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹ 1,499' }));
    const emailDialog = await screen.findByRole('dialog', { name: 'Update Email' });
    const submit = within(emailDialog).getByRole('button', { name: 'Submit' });
    fireEvent.change(within(emailDialog).getByLabelText('Email Address'), { target: { value: 'asha@' } });
    expect(submit).toBeDisabled();
    fireEvent.change(within(emailDialog).getByLabelText('Email Address'), { target: { value: 'asha@example.com' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Taking you to the secure checkout...')).toBeInTheDocument();
    expect(saved).toEqual(['asha@example.com']);
    expect(catalogue.checkout).toHaveBeenCalledWith(expect.objectContaining({ payer: { name: 'Asha Verma', email: 'asha@example.com', contact: expect.any(String) } }));
  });

  it('a failed checkout shows the payment failure toast', async () => {
    const catalogue = fakeCatalogue();
    catalogue.checkout.mockResolvedValue(err({ message: 'Payment Failed! Something went wrong. Try Again Later.' }));
    const { services } = renderCataloguePage(<SelectCoursePage />, { path: '/selectcourse?cid=101', catalogue });
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('tab', { name: 'PRO' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹ 4,999' }));
    await act(async () => { await Promise.resolve(); });
    expect(services.toasts.toasts).toEqual([expect.objectContaining({ message: 'Payment Failed! Something went wrong. Try Again Later.', variant: 'danger' })]);
  });

  it('?payment=failed shows the failure toast and leaves the address without it', async () => {
    const { services, currentPath } = renderCataloguePage(<SelectCoursePage />, { path: '/selectcourse?payment=failed' });
    await screen.findAllByRole('button', { name: /^View plans/ });
    expect(services.toasts.toasts.map((t) => t.message)).toEqual(['Payment Failed! Something went wrong. Try Again Later.']);
    expect(currentPath()).toBe('/selectcourse');
  });

  it('a visitor sees the plans and a way to log in instead of paying', async () => {
    renderCataloguePage(<SelectCoursePage frame="public" />, { path: '/selectyourcourse?cid=101', student: null });
    const dialog = await screen.findByRole('dialog', { name: 'JEE Main Complete Course' });
    expect(within(dialog).getByRole('link', { name: 'Log in to enrol' })).toHaveAttribute('href', '/login');
    expect(within(dialog).queryByRole('button', { name: /Pay|Free Trial/ })).not.toBeInTheDocument();
  });
});

describe("'Try a free test' on the public course list", () => {
  const withFreeTests = (): CatalogueCategory[] => {
    const [engineering, medical] = aCatalogue();
    return [
      { ...engineering, courses: [{ ...engineering.courses[0], freeTest: { testUid: 'jee-main-free', testType: 3, assessmentMode: 'advance' } }, engineering.courses[1]] },
      { ...medical, courses: [{ ...medical.courses[0], freeTest: { testUid: 'neet free', testType: 1, assessmentMode: 'beginner' } }] },
    ];
  };
  const catalogueWithFreeTests = () => {
    const catalogue = fakeCatalogue();
    catalogue.catalogue.mockResolvedValue(ok(withFreeTests()));
    return catalogue;
  };
  const freeTestLinks = () => screen.queryAllByRole('link', { name: /^Try a free test/ });

  it('links every course with a free test to its guest wizard when nobody is signed in', async () => {
    renderCataloguePage(<SelectCoursePage frame="public" />, { path: '/selectyourcourse', student: null, catalogue: catalogueWithFreeTests() });
    await screen.findAllByRole('button', { name: /^View plans: / });
    expect(freeTestLinks().map((l) => [l.textContent, l.getAttribute('aria-label'), l.getAttribute('href')])).toEqual([
      ['Try a free test', 'Try a free test: JEE Main Complete Course', '/guest-testbegin?courseId=101&utm_source=catalogue&testUid=jee-main-free&testType=3&assessmentMode=advance'],
      ['Try a free test', 'Try a free test: NEET Biology Booster', '/guest-testbegin?courseId=102&utm_source=catalogue&testUid=neet%20free&testType=1&assessmentMode=beginner'],
    ]);
    const card = screen.getByRole('button', { name: 'View plans: JEE Advanced Rank Booster' }).closest('article') as HTMLElement;
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('opens the wizard from the link, not the plans', async () => {
    const { currentPath } = renderCataloguePage(<SelectCoursePage frame="public" />, { path: '/selectyourcourse', student: null, catalogue: catalogueWithFreeTests() });
    fireEvent.click(await screen.findByRole('link', { name: 'Try a free test: NEET Biology Booster' }));
    expect(currentPath()).toMatch(/^\/guest-testbegin\?courseId=102&/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not offered to a signed-in student on the public list, nor inside the layout', async () => {
    const { unmount } = renderCataloguePage(<SelectCoursePage frame="public" />, { path: '/selectyourcourse', student: aStudent({ courses: [] }), catalogue: catalogueWithFreeTests() });
    await screen.findAllByRole('button', { name: /^View plans: / });
    expect(freeTestLinks()).toHaveLength(0);
    unmount();
    renderCataloguePage(<SelectCoursePage frame="layout" />, { catalogue: catalogueWithFreeTests() });
    await screen.findAllByRole('button', { name: /^View plans: / });
    expect(freeTestLinks()).toHaveLength(0);
  });

  it('is not offered on courses without a free test', async () => {
    renderCataloguePage(<SelectCoursePage frame="public" />, { path: '/selectyourcourse', student: null });
    await screen.findAllByRole('button', { name: /^View plans: / });
    expect(freeTestLinks()).toHaveLength(0);
  });
});

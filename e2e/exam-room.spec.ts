import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations, loginAsDemo, switchCourseTo } from './support';

// Against the seeded reference server (server/db/seed-tests.ts): Apex Academy (template 5001) has topic, mock and
// class tests; Beacon Institute (template 5002) is a paid pack past its validity (renew) without class tests.

const signIn = async (page: Page, organisation = 'Apex Academy') => {
  await loginAsDemo(page);
  await switchCourseTo(page, organisation);
};

test.describe('exam room lists', () => {
  test('topic tests: tree, debounced search, a topic with its tests and instructions, Go Back', async ({ page }) => {
    await signIn(page);
    await page.goto('/student/exam-room/topic-test');
    await expect(page.getByRole('heading', { name: 'Select Your Topic' })).toBeVisible();
    const topics = page.getByRole('list', { name: 'Topics' });
    await expect(topics.getByRole('button', { name: 'Mechanics', exact: true })).toBeVisible();
    await expect(topics.getByRole('button', { name: 'Kinematics', exact: true })).toHaveCount(0);

    const search = page.getByRole('searchbox', { name: 'Search topics' });
    await expect(search).toHaveAttribute('placeholder', 'Search topics...');
    await search.fill('ALKEN');
    await expect(topics.getByRole('button', { name: 'Alkenes' })).toBeVisible();
    await expect(topics.getByRole('button', { name: 'Mechanics', exact: true })).toHaveCount(0);
    await search.fill('no such topic here');
    await expect(page.getByText('No such data available')).toBeVisible();
    await search.fill('');
    await topics.getByRole('button', { name: 'Mechanics subtopics' }).click();
    await expect(topics.getByRole('button', { name: 'Kinematics', exact: true })).toBeVisible();

    await topics.getByRole('button', { name: 'Kinematics', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Kinematics Tests', level: 2 })).toBeVisible();
    await expect(page.getByText(/^\d+ Tests? Available$/)).toBeVisible();
    const tests = page.getByRole('list', { name: 'Kinematics tests' });
    await expect(tests.getByRole('heading', { name: 'Kinematics Practice' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Kinematics' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page.getByRole('heading', { name: 'Select Your Topic' })).toBeVisible();
  });

  test('mock tests: category tabs, the start modal with overview and signed section marks, Start Now', async ({ page }) => {
    await signIn(page);
    await page.goto('/student/exam-room/mock-test');
    await expect(page.getByRole('complementary', { name: 'Mock Test' })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Mock test categories' });
    await expect(tabs.getByRole('tab', { name: 'Full Length Tests' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Scroll categories right' })).toBeVisible();

    await tabs.getByRole('tab', { name: 'Sectional Tests' }).click();
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'JEE Main Sectional Practice' })).toBeVisible();
    await tabs.getByRole('tab', { name: 'Full Length Tests' }).click();

    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'JEE Main Mock Test 1 (section locked)' }) });
    await card.getByRole('button', { name: 'Start Test' }).click();
    const dialog = page.getByRole('dialog', { name: 'JEE Main Mock Test 1 (section locked)' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Overview')).toBeVisible();
    await expect(dialog.locator('dl')).toContainText('Questions');
    await expect(dialog.locator('dl')).toContainText('Time (Minutes)');
    await expect(dialog.locator('dl')).toContainText('Total Marks');
    const rows = dialog.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText('Physics');
    await expect(rows.nth(1)).toContainText('+4');
    await expect(rows.nth(1)).toContainText('-1');
    await expect(rows.nth(3)).toContainText('Mathematics');
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await card.getByRole('button', { name: 'Start Test' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start Now' }).click();
    await expect(page).toHaveURL(/\/student\/test-simulator\?testId=3001&testType=3&templateId=5001&courseId=\d+/);
  });

  test('a test saved for later opens the previous-running-test modal; Continue Test resumes its session', async ({ page }) => {
    await signIn(page);
    // Save & Continue Later through the API, as the simulator does (POST /teststop with the test's questions).
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('student-storage') ?? '{}') as {
      state: { loginId: string; token: string; courses: { courseId: number; templateId: number }[] };
    });
    const headers = { loginId: stored.state.loginId, token: stored.state.token, device: 'web' };
    const courseId = stored.state.courses.find((c) => c.templateId === 5001)!.courseId;
    const details = await page.request.get('/api/testdetails?templateId=5001&testId=3002&testType=3', { headers });
    expect(details.ok()).toBeTruthy();
    const test = ((await details.json()) as { obj: { questionSet: { questionId: number }[] }[] }).obj[0];
    const stop = await page.request.post('/api/teststop', {
      headers,
      multipart: {
        courseId: String(courseId), templateId: '5001', testName: 'JEE Main Sectional Practice', testType: '3', testId: '3002', testMode: 'Mock',
        testDetail: JSON.stringify({ test: { remainingTime: 900 }, questions: test.questionSet.map((q) => ({ questionId: q.questionId, studentResponse: '' })), lastQuestionIndex: 2 }),
      },
    });
    expect(stop.ok()).toBeTruthy();
    const session = ((await stop.json()) as { obj: { testSession: string } }).obj.testSession;

    await page.goto('/student/exam-room/mock-test');
    await page.getByRole('tab', { name: 'Sectional Tests' }).click();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'JEE Main Sectional Practice' }) });
    await card.getByRole('button', { name: 'Start Test' }).click();
    const dialog = page.getByRole('dialog', { name: 'Previous Test Running' });
    await expect(dialog).toContainText('JEE Main Sectional Practice');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Continue Test' }).click();
    await expect(page).toHaveURL(new RegExp(`/student/test-simulator\\?testId=3002&testType=3&templateId=5001&courseId=${courseId}&testSession=${session}$`));
  });

  test('class tests: the table titled Class Test with the spec columns; /classtest shows it too', async ({ page }) => {
    await signIn(page);
    await page.goto('/student/exam-room/class-test');
    const table = page.getByRole('table', { name: 'Class Test' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Test Title', 'Subject', 'Date/Time', 'Question Type', 'Total Marks', 'Duration (Minutes)', 'Action']);
    await expect(table.getByRole('rowheader', { name: 'Class Test: Mechanics' })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/student/classtest');
    await expect(page.getByRole('table', { name: 'Class Test' }).getByRole('rowheader', { name: 'Class Test: Mechanics' })).toBeVisible();
    await page.getByRole('button', { name: 'Start Now: Class Test: Mechanics' }).click();
    await expect(page).toHaveURL(/\/student\/test-simulator\?testId=4001&testType=4&classTestId=7001&templateId=5001&courseId=\d+/);
  });

  test('a course in state renew gets the upgrade modal instead of starting; its empty class test list', async ({ page }) => {
    await signIn(page, 'Beacon Institute');
    await page.goto('/student/exam-room/mock-test');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'NEET Physics and Chemistry Mock' }) });
    await card.getByRole('button', { name: 'Start Test' }).click();
    const dialog = page.getByRole('dialog', { name: 'Validity Expired' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Renew' })).toHaveAttribute('href', /\/selectcourse\?cid=\d+/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/student\/exam-room\/mock-test$/);

    await page.goto('/student/exam-room/class-test');
    await expect(page.getByText('No class test data available')).toBeVisible();
    await switchCourseTo(page, 'Apex Academy');
  });

  test('a course without the classTest tab is sent to another exam list', async ({ page }) => {
    await signIn(page, 'Crest Learning');
    await page.goto('/student/exam-room/class-test');
    await expect(page).toHaveURL(/\/student\/exam-room\/topic-test$/);
    await switchCourseTo(page, 'Apex Academy');
  });
});

test.describe('exam room accessibility and small screens', () => {
  test('dark mode at 400 px: the lists stack, stay usable and have no serious axe violations', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 400, height: 800 });
    await signIn(page);
    await page.goto('/student/exam-room/mock-test');
    await expect(page.getByRole('tab', { name: 'Full Length Tests' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Mock Test' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/student/exam-room/class-test');
    await expect(page.getByRole('table', { name: 'Class Test' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/student/exam-room/topic-test');
    await page.getByRole('searchbox', { name: 'Search topics' }).fill('optics');
    await page.getByRole('button', { name: 'Ray Optics' }).click();
    await expect(page.getByRole('complementary', { name: 'Ray Optics' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

// The simulator in guest mode (/guest-testsimulator): the page with the app's services, and the guest submit flow
// through the view.
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createSimulatorUseCases } from '../../../application/simulator/simulator-use-cases';
import SimulatorPage, { SimulatorView } from '../../../ui/simulator/simulator.page';
import { aFlatTest } from '../../mothers/test-data.mother';
import { aStudent } from '../../mothers/student.mother';
import { renderPage } from '../support/render-page';
import { renderThemed } from './components/render-themed';
import { FakeGuestAccount, FakeSession, GUEST_COURSE_ID, guestEnv } from './fake-guest-account';
import { SimulatorHarness } from './simulator-harness';

const LINK = `courseUrl=jee-main&courseId=${GUEST_COURSE_ID}&utm_source=fb&device_type=web&testUid=learning&testType=3`;
const GUEST = `?${LINK}`;

const aGuestHarness = () => {
  const h = new SimulatorHarness();
  h.course = null;
  h.repository.test = aFlatTest(3, { testType: 3, remainingTime: 600, testName: 'Free mock test' });
  return h;
};

describe('SimulatorPage in guest mode', () => {
  it("'Failed to load guest test': Go Back! leads to the wizard of the same link", async () => {
    const h = aGuestHarness();
    h.repository.loadResult = { ok: false, error: { kind: 'failed', message: 'Failed to load guest test' } };
    const page = renderPage(<SimulatorPage mode="guest" />, {
      path: `/guest-testsimulator${GUEST}`, student: null, areas: { simulator: createSimulatorUseCases(h.deps()) },
    });
    expect(await screen.findByRole('heading', { name: 'Failed to load guest test' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go Back!' }));
    expect(page.currentPath()).toBe(`/guest-testbegin?${LINK}`);
  });

  it("the limit screen's Home also leads to the wizard, never Upgrade", async () => {
    const h = aGuestHarness();
    h.repository.loadResult = { ok: false, error: { kind: 'limit_reached', message: 'Maximum number of attempts reached' } };
    const page = renderPage(<SimulatorPage mode="guest" />, {
      path: `/guest-testsimulator${GUEST}`, student: aStudent(), areas: { simulator: createSimulatorUseCases(h.deps()) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Home' }));
    expect(page.currentPath()).toBe(`/guest-testbegin?${LINK}`);
  });

  it('has no help tools and no course even when a student with ASK TONY is signed in', async () => {
    const h = aGuestHarness();
    renderPage(<SimulatorPage mode="guest" />, {
      path: `/guest-testsimulator${GUEST}`, student: aStudent(), areas: { simulator: createSimulatorUseCases(h.deps()) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Free mock test' })).toBeInTheDocument();
    expect(h.repository.named('guestTestDetails')).toHaveLength(1);
    expect(screen.getByRole('timer', { name: 'Time Left' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark for Review' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ASK TONY' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const submit = await screen.findByRole('dialog', { name: 'Submit Test' });
    expect(within(submit).queryByRole('button', { name: 'Save & Continue Later' })).toBeNull();
  });
});

describe('SimulatorView: the guest submit flow', () => {
  const show = async (h: SimulatorHarness, account = new FakeGuestAccount(), session = new FakeSession()) => {
    const simulator = await h.open('guest', GUEST, { guest: guestEnv(account, session), help: undefined });
    renderThemed(<SimulatorView screen={simulator} onHome={() => {}} onUpgrade={() => {}} />);
    await screen.findByRole('heading', { level: 1 });
    return { simulator, account, session };
  };

  it('Submit Now -> Verify your details -> Send OTP -> Verify OTP -> Verify: submitted, on to the analytics', async () => {
    const h = aGuestHarness();
    const { account, session } = await show(h);
    fireEvent.click(screen.getByRole('radio', { name: /Alpha/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Submit Test' })).getByRole('button', { name: 'Submit Now' }));

    const details = await screen.findByRole('dialog', { name: 'Verify your details' });
    expect(screen.queryByRole('dialog', { name: 'Submit Test' })).toBeNull();
    fireEvent.click(within(details).getByRole('button', { name: 'Send OTP' }));
    expect(within(details).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Please fill your Name');
    fireEvent.change(within(details).getByRole('textbox', { name: 'Name' }), { target: { value: 'Ravi Kumar' } });
    fireEvent.change(within(details).getByRole('textbox', { name: 'Mobile Number' }), { target: { value: '9876543210' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Send OTP' }));

    const code = await screen.findByRole('dialog', { name: 'Verify OTP' });
    expect(code).toHaveTextContent('+91 9876543210');
    expect(code).toHaveTextContent('Resend OTP in 30s');
    fireEvent.paste(within(code).getByRole('textbox', { name: 'Digit 1 of 6' }), { clipboardData: { getData: () => '111111' } });
    fireEvent.click(within(code).getByRole('button', { name: 'Verify' }));
    expect(await within(code).findByRole('alert')).toHaveTextContent('Invalid Otp');

    fireEvent.paste(within(code).getByRole('textbox', { name: 'Digit 1 of 6' }), { clipboardData: { getData: () => '123456' } });
    fireEvent.click(within(code).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(h.navigations).toEqual([{ to: '/testanalytics?testSession=9001&testType=3', replace: false }]));
    expect(session.student?.token).toBe('guest-tok');
    expect(account.named('addTrialCourse')).toHaveLength(1);
    expect(h.repository.named('submitTest')[0].args[1]).toMatchObject({ source: 'guest' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Cancel closes the flow: the handed-in test offers only Submit Now, which opens it again', async () => {
    const h = aGuestHarness();
    const { simulator } = await show(h);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Submit Test' })).getByRole('button', { name: 'Submit Now' }));
    const details = await screen.findByRole('dialog', { name: 'Verify your details' });
    fireEvent.click(within(details).getByRole('button', { name: 'Cancel' }));

    const submit = await screen.findByRole('dialog', { name: 'Submit Test' });
    expect(within(submit).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(simulator.session.state!.submitted).toBe(true);
    fireEvent.click(within(submit).getByRole('button', { name: 'Submit Now' }));
    expect(await screen.findByRole('dialog', { name: 'Verify your details' })).toBeInTheDocument();
    expect(h.repository.named('submitTest')).toHaveLength(0);
  });

  it("Time's Up: Submit Now opens the flow", async () => {
    const h = aGuestHarness();
    await show(h);
    act(() => h.scheduler.flush());
    const dialog = await screen.findByRole('dialog', { name: "Time's Up" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Now' }));
    expect(await screen.findByRole('dialog', { name: 'Verify your details' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: "Time's Up" })).toBeNull();
  });

  it("a failure after the code: 'Error Submitting the Test' with Retry, which finishes it", async () => {
    const h = aGuestHarness();
    h.repository.submitOk = false;
    await show(h, new FakeGuestAccount(), new FakeSession(aStudent({ courses: [] })));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Submit Test' })).getByRole('button', { name: 'Submit Now' }));
    // signed in already: straight to the last step
    const finish = await screen.findByRole('dialog', { name: 'Submitting your test' });
    expect(await within(finish).findByRole('alert')).toHaveTextContent('Error Submitting the Test');
    expect(h.lastToast()).toMatchObject({ message: 'Error Submitting the Test', variant: 'danger' });
    h.repository.submitOk = true;
    fireEvent.click(within(finish).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(h.navigations).toHaveLength(1));
    expect(h.repository.named('submitTest')).toHaveLength(2);
  });
});

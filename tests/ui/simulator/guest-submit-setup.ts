// Shared by the guest submit store tests (guest-submit, guest-submit-verified): a guest on the simulator harness with
// the free test of a guest link, and the steps to the sign-up form and to the code.
import { aFlatTest } from '../../mothers/test-data.mother';
import { FakeGuestAccount, FakeSession, GUEST_COURSE_ID, guestEnv, withTrial } from './fake-guest-account';
import { SimulatorHarness } from './simulator-harness';

const GUEST = `?courseId=${GUEST_COURSE_ID}&testUid=learning&testType=3&courseUrl=jee-main&utm_source=fb&device_type=android`;

export interface Guest {
  h: SimulatorHarness;
  account: FakeGuestAccount;
  session: FakeSession;
}

export const aGuest = (signedIn = false): Guest => {
  const h = new SimulatorHarness();
  h.course = null;
  h.repository.test = aFlatTest(3, { testType: 3, remainingTime: 600, testName: 'Free mock' });
  return { h, account: new FakeGuestAccount(), session: new FakeSession(signedIn ? withTrial() : null) };
};

export const open = (g: Guest) => g.h.open('guest', GUEST, { guest: guestEnv(g.account, g.session), help: undefined });

/** A guest who answered Q1, pressed Submit Now and filled the form. */
export const atTheForm = async (g: Guest) => {
  const screen = await open(g);
  await screen.session.answer(['A']);
  await screen.guest!.start();
  screen.guest!.setName('  Ravi Kumar ');
  screen.guest!.setMobile('98765 43210');
  screen.guest!.setEmail('ravi@example.com');
  return screen;
};

/** ... and sent the code. */
export const atTheCode = async (g: Guest) => {
  const screen = await atTheForm(g);
  await screen.guest!.sendOtp();
  return screen;
};

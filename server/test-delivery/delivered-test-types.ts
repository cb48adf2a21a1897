// Which kinds of test this server delivers: a limitation of the reference server, not a rule of the kinds of test
// (those are in domain/shared/test-type.ts).
import { isClassMockTest } from '../../domain/shared/test-type';

/** The reference server delivers every kind of test but the class mock test. */
export const isDeliveredByThisServer = (t: number): boolean => !isClassMockTest(t);

export const NOT_DELIVERED = 'testType 5 tests are not delivered by this server';

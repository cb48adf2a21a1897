// Pages a shell test does not exercise become headings. Use with
//   jest.mock('<path>/ui/pages/account/login.page', () => pageStub('Login stub'))
import { createElement } from 'react';

export const pageStub = (text: string) => ({
  __esModule: true,
  default: () => createElement('h1', null, text),
});

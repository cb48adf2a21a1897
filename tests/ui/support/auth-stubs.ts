// The sign-in pages belong to another area; shell tests replace them with headings. Use with
//   jest.mock('<path>/ui/pages/auth/login.page', () => authStub('Login stub'))
import { createElement } from 'react';

export const authStub = (text: string) => ({
  __esModule: true,
  default: () => createElement('h1', null, text),
});

import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { EmailText } from '../../../ui/components/email-text';

describe('EmailText', () => {
  it('offers a line break right after the @ and keeps the address as it is', () => {
    const { container } = render(<p><EmailText email="demo.student@example.com" /></p>);
    expect(container.textContent).toBe('demo.student@example.com');
    expect(container.querySelector('p')!.innerHTML).toBe('demo.student@<wbr>example.com');
  });

  it('leaves a text without an @ alone', () => {
    const { container } = render(<p><EmailText email="not-an-address" /></p>);
    expect(container.querySelector('p')!.innerHTML).toBe('not-an-address');
  });
});

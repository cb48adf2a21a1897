import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { SidebarLogo } from '../../../ui/layout/sidebar-logo';
import { renderThemed } from '../components/render-themed';

const show = (hostname?: string) => renderThemed(<Router base="/student"><SidebarLogo hostname={hostname} /></Router>);

describe('sidebar logo (white-label)', () => {
  it('is the product logo on own hosts', () => {
    show();
    expect(screen.getByRole('link', { name: 'ExamPrep' })).toHaveAttribute('href', '/student/dashboard');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("is the organisation's logo elsewhere, falling back to the product logo when it fails to load", () => {
    show('school.example.org');
    const img = screen.getByRole('img', { name: 'Organisation logo' });
    expect(img.getAttribute('src')).toMatch(/school\.example\.org/);
    fireEvent.error(img);
    expect(screen.queryByRole('img', { name: 'Organisation logo' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ExamPrep' })).toBeInTheDocument();
  });
});

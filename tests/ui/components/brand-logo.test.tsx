import { describe, expect, it } from '@jest/globals';
import { ThemeProvider } from '@emotion/react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../../ui/components/brand-logo';
import { lightTheme } from '../../../ui/theme/theme';
import { renderThemed } from './render-themed';

const Themed = ({ children }: { children: ReactNode }) => <ThemeProvider theme={lightTheme}>{children}</ThemeProvider>;

describe('brand logo (white-label)', () => {
  it('is the product logo on own hosts (the test page runs on localhost)', () => {
    renderThemed(<BrandLogo />);
    expect(screen.getByText('ExamPrep')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it.each(['examprep.app', 'preview.examprep.app', 'localhost'])('is the product logo on %s', (host) => {
    renderThemed(<BrandLogo hostname={host} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('ExamPrep')).toBeInTheDocument();
  });

  it("is the organisation's logo on another host, from the logo path built from the host name", () => {
    renderThemed(<BrandLogo hostname="School.Example.org" />);
    expect(screen.getByRole('img', { name: 'Organisation logo' })).toHaveAttribute('src', 'https://cdn.examprep.app/logos/school.example.org.png');
    expect(screen.queryByText('ExamPrep')).not.toBeInTheDocument();
  });

  it('falls back to the product logo when the organisation logo fails to load', () => {
    renderThemed(<BrandLogo hostname="school.example.org" />);
    fireEvent.error(screen.getByRole('img', { name: 'Organisation logo' }));
    expect(screen.queryByRole('img', { name: 'Organisation logo' })).not.toBeInTheDocument();
    expect(screen.getByText('ExamPrep')).toBeInTheDocument();
  });

  it("tries the new host's logo when the host changes after a failure", () => {
    const { rerender } = render(<BrandLogo hostname="school.example.org" />, { wrapper: Themed });
    fireEvent.error(screen.getByRole('img', { name: 'Organisation logo' }));
    rerender(<BrandLogo hostname="college.example.org" />);
    expect(screen.getByRole('img', { name: 'Organisation logo' }).getAttribute('src')).toMatch(/college\.example\.org/);
  });
});

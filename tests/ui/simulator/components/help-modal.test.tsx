import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { SIMULATOR_MESSAGES } from '../../../../application/simulator/simulator-messages';
import { HelpModal, type HelpModalProps } from '../../../../ui/simulator/components/help-modal';
import { buildWebSearchUrl } from '../../../../ui/simulator/help-view';
import { renderThemed } from './render-themed';

const base: HelpModalProps = {
  open: true,
  onClose: () => {},
  view: 'main',
  onViewChange: () => {},
  webSearchUrl: 'https://www.google.com/search?q=x',
  aiAnswer: { status: 'loading' },
  studyMaterials: { status: 'loading' },
};

describe('buildWebSearchUrl', () => {
  it('puts the question text and lettered options into a search URL, HTML stripped', () => {
    const url = buildWebSearchUrl('<p>What is H<sub>2</sub>O?</p><script>x()</script>', ['<b>Water</b>', 'Salt &amp; pepper', '']);
    expect(url.startsWith('https://www.google.com/search?q=')).toBe(true);
    expect(new URL(url).searchParams.get('q')).toBe('What is H2O? A) Water B) Salt & pepper C) ');
  });

  it('works without options', () => {
    expect(new URL(buildWebSearchUrl('Define  <i>osmosis</i>', [])).searchParams.get('q')).toBe('Define osmosis');
  });
});

describe('HelpModal', () => {
  it('main view offers AI answer, Web search and Study material', () => {
    const onViewChange = jest.fn();
    const onWebSearch = jest.fn();
    renderThemed(<HelpModal {...base} onViewChange={onViewChange} onWebSearch={onWebSearch} />);
    expect(screen.getByRole('dialog', { name: 'Ask Tony' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'AI answer' }));
    expect(onViewChange).toHaveBeenLastCalledWith('ai');
    fireEvent.click(screen.getByRole('button', { name: 'Study material' }));
    expect(onViewChange).toHaveBeenLastCalledWith('study');
    const web = screen.getByRole('link', { name: 'Web search' });
    expect(web).toHaveAttribute('href', 'https://www.google.com/search?q=x');
    expect(web).toHaveAttribute('target', '_blank');
    expect(web).toHaveAttribute('rel', 'noopener noreferrer');
    fireEvent.click(web);
    expect(onWebSearch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('hides Study material when help content cannot be requested', () => {
    renderThemed(<HelpModal {...base} studyMaterialAvailable={false} />);
    expect(screen.queryByRole('button', { name: 'Study material' })).toBeNull();
  });

  it('AI view: loading, the sanitised solution, or the failure text; Back returns to the main view', () => {
    const onViewChange = jest.fn();
    const { rerender } = renderThemed(<HelpModal {...base} view="ai" onViewChange={onViewChange} />);
    expect(screen.getByRole('dialog', { name: 'AI answer' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Finding a solution');
    rerender(<HelpModal {...base} view="ai" onViewChange={onViewChange} aiAnswer={{ status: 'ready', solution: '<p>Use <b>F = ma</b></p><img src=x onerror=alert(1)>' }} />);
    expect(screen.getByRole('dialog')).toHaveTextContent('Use F = ma');
    expect(screen.getByRole('dialog').querySelector('img[onerror]')).toBeNull();
    rerender(<HelpModal {...base} view="ai" onViewChange={onViewChange} aiAnswer={{ status: 'error' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(SIMULATOR_MESSAGES.aiFailure);
    expect(SIMULATOR_MESSAGES.aiFailure).toBe('Our AI could not find solution for some reason. Try after sometime');
    rerender(<HelpModal {...base} view="ai" onViewChange={onViewChange} aiAnswer={{ status: 'ready', solution: '  ' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(SIMULATOR_MESSAGES.aiFailure);
    rerender(<HelpModal {...base} view="ai" onViewChange={onViewChange} aiAnswer={{ status: 'during_exam' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Help is not available during a mock or class test. You can see the worked solution in the review after you submit the test.');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onViewChange).toHaveBeenCalledWith('main');
  });

  it('study view: a list of safe links, or the empty text', () => {
    const { rerender } = renderThemed(
      <HelpModal
        {...base}
        view="study"
        studyMaterials={{
          status: 'ready',
          items: [
            { id: '1', title: 'Newton notes', type: 'PDF', url: 'https://cdn.example/n.pdf' },
            { id: '2', title: 'Bad link', type: 'Text', url: 'javascript:alert(1)' },
          ],
        }}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Study material' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Newton notes' })).toHaveAttribute('href', 'https://cdn.example/n.pdf');
    expect(screen.getByRole('link', { name: 'Newton notes' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'Bad link' })).toBeNull();
    expect(screen.getByText('Bad link')).toBeInTheDocument();
    rerender(<HelpModal {...base} view="study" studyMaterials={{ status: 'ready', items: [] }} />);
    expect(screen.getByText(SIMULATOR_MESSAGES.noStudyMaterial)).toBeInTheDocument();
    expect(SIMULATOR_MESSAGES.noStudyMaterial).toBe('No study materials available for this topic.');
    rerender(<HelpModal {...base} view="study" studyMaterials={{ status: 'error' }} />);
    expect(screen.getByText(SIMULATOR_MESSAGES.noStudyMaterial)).toBeInTheDocument();
  });
});

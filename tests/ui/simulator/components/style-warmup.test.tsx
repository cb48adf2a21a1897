import { describe, expect, it } from '@jest/globals';
import { css } from '@emotion/react';
import { act } from '@testing-library/react';
import { questionsOfEachLook, StyleWarmup, StyleWarmupEnabled } from '../../../../ui/simulator/components/style-warmup';
import { aQuestion } from '../../../mothers/test-data.mother';
import { renderThemed } from './render-themed';

const cover = css({ position: 'absolute', inset: 0 });
const numeric = (id: number) => aQuestion(id, { questionType: 'Integer-Type', kind: 'text', responseChoice: [] });
const passage = (id: number) => aQuestion(id, { commonDataDescription: '<p>Read this.</p>' });

describe('questionsOfEachLook', () => {
  it('keeps the first question of each look (kind, numeric entry, common data, column table), in test order', () => {
    const questions = [aQuestion(1), aQuestion(2), numeric(3), passage(4), numeric(5), aQuestion(6, { kind: 'multi' }), passage(7)];
    expect(questionsOfEachLook(questions).map((q) => q.questionId)).toEqual([1, 3, 4, 6]);
  });
});

describe('StyleWarmup', () => {
  const wait = (ms: number) => act(() => new Promise<void>((resolve) => { setTimeout(resolve, ms); }));

  it('renders each look hidden once, after the first paint, and then nothing', async () => {
    const { container } = renderThemed(<StyleWarmup questions={[aQuestion(1), numeric(2)]} review={false} coverCss={cover} />);
    expect(container.querySelector('[data-style-warmup]')).toBeNull();
    let seen: Element | null = null;
    for (let i = 0; i < 40 && !seen; i++) {
      await wait(10);
      seen = container.querySelector('[data-style-warmup]');
    }
    expect(seen).not.toBeNull();
    expect(seen).toHaveAttribute('hidden');
    expect(seen).toHaveAttribute('aria-hidden', 'true');
    // the choice question unanswered and answered, the numeric one twice
    expect(seen!.querySelectorAll('input[type="radio"]').length).toBe(8);
    expect(seen!.querySelectorAll('input:not([type="radio"])').length).toBe(2);
    await wait(50);
    expect(container.querySelector('[data-style-warmup]')).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });

  it('does nothing where it is turned off', async () => {
    const { container } = renderThemed(
      <StyleWarmupEnabled.Provider value={false}>
        <StyleWarmup questions={[aQuestion(1)]} review={false} coverCss={cover} />
      </StyleWarmupEnabled.Provider>,
    );
    await wait(300);
    expect(container).toBeEmptyDOMElement();
  });
});

import { describe, expect, it } from '@jest/globals';
import {
  initialStatus, onAnswer, onArrive, onClear, onLeave, onRemoveImage, onToggleReview, onUpload,
} from '../../../domain/test-engine/question-status';
import { EMPTY_RESPONSE } from '../../../domain/test-engine/question-response';
import { aFlatTest, aQuestion, aSubjectiveQuestion, image, text } from '../../mothers/test-data.mother';
import { load, statuses } from './engine-harness';

describe('initial status from the background image name', () => {
  it.each([
    ['answered_and_review.png', 'answered_and_review'],
    ['marked_for_review.png', 'marked_for_review'],
    ['not_attempted.png', 'not_attempted'],
    ['attempted.png', 'attempted'],
    ['visited.svg', 'visited'],
    ['not_visited.png', 'not_visited'],
    ['help.png', 'help'],
    ['/img/status/Answered-And-Review.PNG', 'answered_and_review'],
  ] as const)('%s gives %s (longest name first)', (img, status) => {
    expect(initialStatus(img)).toBe(status);
  });

  it('no or unknown image name gives not_visited', () => {
    expect(initialStatus('')).toBe('not_visited');
    expect(initialStatus(null)).toBe('not_visited');
    expect(initialStatus('blue.png')).toBe('not_visited');
  });
});

describe('status transitions', () => {
  it('arriving on a not_visited question makes it visited', () => {
    expect(onArrive('not_visited')).toBe('visited');
    expect(onArrive('attempted')).toBe('attempted');
    expect(onArrive('marked_for_review')).toBe('marked_for_review');
  });

  it('leaving a visited question with an empty answer makes it not_attempted', () => {
    expect(onLeave('visited', EMPTY_RESPONSE)).toBe('not_attempted');
    expect(onLeave('visited', text('x'))).toBe('visited');
    expect(onLeave('marked_for_review', EMPTY_RESPONSE)).toBe('marked_for_review');
    expect(onLeave('attempted', text('A'))).toBe('attempted');
  });

  it('mark for review toggles visited/not_attempted -> marked_for_review, attempted <-> answered_and_review, marked_for_review -> not_attempted', () => {
    expect(onToggleReview('visited')).toBe('marked_for_review');
    expect(onToggleReview('not_attempted')).toBe('marked_for_review');
    expect(onToggleReview('attempted')).toBe('answered_and_review');
    expect(onToggleReview('answered_and_review')).toBe('attempted');
    expect(onToggleReview('marked_for_review')).toBe('not_attempted');
    expect(onToggleReview('help')).toBe('help');
  });

  it('giving an answer makes it attempted, or answered_and_review if already marked', () => {
    expect(onAnswer('visited', text('A'))).toBe('attempted');
    expect(onAnswer('not_attempted', text('A'))).toBe('attempted');
    expect(onAnswer('marked_for_review', text('A'))).toBe('answered_and_review');
    expect(onAnswer('answered_and_review', text('B'))).toBe('answered_and_review');
    expect(onAnswer('help', text('B'))).toBe('attempted');
  });

  it('an empty answer gives not_attempted (read literally: also when marked)', () => {
    expect(onAnswer('attempted', text('  '))).toBe('not_attempted');
    expect(onAnswer('marked_for_review', EMPTY_RESPONSE)).toBe('not_attempted');
    expect(onAnswer('answered_and_review', text(''))).toBe('not_attempted');
  });

  it('clear returns to not_attempted, or to marked_for_review if it was answered_and_review', () => {
    expect(onClear('attempted')).toBe('not_attempted');
    expect(onClear('answered_and_review')).toBe('marked_for_review');
    expect(onClear('visited')).toBe('not_attempted');
    expect(onClear('marked_for_review')).toBe('not_attempted');
  });

  it('uploading an image makes it attempted / answered_and_review', () => {
    expect(onUpload('visited')).toBe('attempted');
    expect(onUpload('marked_for_review')).toBe('answered_and_review');
    expect(onUpload('answered_and_review')).toBe('answered_and_review');
  });

  it('removing the image recomputes from the text', () => {
    expect(onRemoveImage('attempted', text('some words'))).toBe('attempted');
    expect(onRemoveImage('attempted', text(''))).toBe('not_attempted');
    expect(onRemoveImage('answered_and_review', text('words'))).toBe('answered_and_review');
  });
});

describe('statuses through the engine', () => {
  it('the first question is visited on load, leaving it empty makes it not_attempted', () => {
    const { engine } = load(aFlatTest(3));
    expect(statuses(engine)).toEqual(['visited', 'not_visited', 'not_visited']);
    engine.dispatch({ type: 'GoNext', data: {} });
    expect(statuses(engine)).toEqual(['not_attempted', 'visited', 'not_visited']);
  });

  it('initial statuses come from backgroundImg; lastQuestionIndex is where a resumed test opens', () => {
    const test = aFlatTest(3, { lastQuestionIndex: 2 });
    test.questionSet[0] = aQuestion(1, { backgroundImg: 'attempted.png' });
    const { engine } = load(test, 'registered', { responses: [text('A'), EMPTY_RESPONSE, EMPTY_RESPONSE] });
    expect(engine.state.currentIndex).toBe(2);
    expect(statuses(engine)).toEqual(['attempted', 'not_visited', 'visited']);
    expect(engine.state.questions[0].response).toEqual(text('A'));
  });

  it('answer, mark, clear on the current question', () => {
    const { engine } = load(aFlatTest(2));
    engine.dispatch({ type: 'ToggleReview', data: {} });
    expect(statuses(engine)[0]).toBe('marked_for_review');
    engine.dispatch({ type: 'GiveAnswer', data: { response: text('B') } });
    expect(statuses(engine)[0]).toBe('answered_and_review');
    engine.dispatch({ type: 'ClearAnswer', data: {} });
    expect(statuses(engine)[0]).toBe('marked_for_review');
    expect(engine.state.questions[0].response).toEqual(EMPTY_RESPONSE);
  });

  it('upload then remove an image on a subjective question', () => {
    const { engine } = load(aFlatTest(2, {}, aSubjectiveQuestion));
    engine.dispatch({ type: 'UploadImage', data: { fileName: 'a.png', url: 'https://cdn/a.png' } });
    expect(statuses(engine)[0]).toBe('attempted');
    expect(engine.state.questions[0].response).toEqual(image('a.png', 'https://cdn/a.png'));
    engine.dispatch({ type: 'RemoveImage', data: {} });
    expect(statuses(engine)[0]).toBe('not_attempted');
  });

  it('using help gives status help and counts it', () => {
    const { engine } = load(aFlatTest(2));
    engine.dispatch({ type: 'UseHelp', data: {} });
    expect(engine.state.questions[0]).toMatchObject({ status: 'help', help: 1 });
  });

  it('modes: review freezes statuses (dynamic status off)', () => {
    const { engine } = load(aFlatTest(2), 'review');
    engine.dispatch({ type: 'GoNext', data: {} });
    expect(statuses(engine)).toEqual(['not_visited', 'not_visited']);
  });
});

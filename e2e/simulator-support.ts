// Helpers of the specs that take a test in the simulator: the palette and its cells, and answering the question on
// screen whatever its type.
import { expect, type Locator, type Page } from '@playwright/test';

export const palette = (page: Page): Locator => page.getByRole('navigation', { name: 'Question palette' }).first();
export const cell = (page: Page, n: number): Locator => palette(page).getByRole('button', { name: new RegExp(`^Question ${n},`) });

/**
 * After a move the question area shows the previous question (aria-busy, covered) for a frame or two while
 * the new one renders; inputs are read only once it has settled.
 */
export async function settledQuestion(page: Page): Promise<void> {
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Answers the question on screen, whatever its type: the first option, a number, or a written answer.
 * `refused`: the answer is expected to be refused (the option stays unchecked), so it is only clicked.
 */
export async function answerCurrent(page: Page, choice = 0, refused = false): Promise<void> {
  const main = page.getByRole('main');
  await settledQuestion(page);
  const radios = main.getByRole('radio');
  const boxes = main.getByRole('checkbox');
  if (await radios.count()) {
    await (refused ? radios.nth(choice).click() : radios.nth(choice).check());
  } else if (await boxes.count()) {
    await (refused ? boxes.nth(choice).click() : boxes.nth(choice).check());
  } else if (await main.getByRole('textbox', { name: 'Your answer' }).count()) {
    await main.getByRole('textbox', { name: 'Your answer' }).fill('12');
  } else {
    throw new Error('no answer input on screen');
  }
}


// axe-core over jsdom for the simulator's modals: the rules that need layout or colour (contrast) cannot run here
// (e2e runs them in a browser); page-level rules (a main landmark, content in landmarks) do not apply to a modal
// rendered alone.
import axe from 'axe-core';

export const axeViolations = async (root: Element = document.body): Promise<string[]> => {
  const result = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false }, 'landmark-one-main': { enabled: false }, 'page-has-heading-one': { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

// Text for assistive technology only (the usual clip pattern).
import styled from '@emotion/styled';

export const visuallyHiddenCss = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const VisuallyHidden = styled.span(visuallyHiddenCss);

// Layout primitives on the theme's scales (styled-system): Box takes space, layout, flexbox, colour, border and
// typography props (`p={4}` is theme.space[4], `color="textMuted"` is theme.colors.textMuted, `borderRadius="lg"`
// is theme.radii.lg, arrays are per breakpoint); Flex is a flex Box, Stack a column with a gap on the space scale,
// Text an inline Box for type. Screens compose these instead of repeating flex and spacing rules in css props.
import isPropValid from '@emotion/is-prop-valid';
import styled from '@emotion/styled';
import {
  border, color, compose, flexbox, layout, space, system, typography,
  type BorderProps, type ColorProps, type FlexboxProps, type LayoutProps, type ResponsiveValue, type SpaceProps,
  type TypographyProps,
} from 'styled-system';

export type BoxProps = SpaceProps & LayoutProps & FlexboxProps & ColorProps & BorderProps & TypographyProps & {
  /** the gap between children, on the space scale */
  gap?: ResponsiveValue<number | string>;
};

const gap = system({ gap: { property: 'gap', scale: 'space' } });
const boxStyles = compose(space, layout, flexbox, color, border, typography, gap);

/** styled-system's prop names never reach the DOM (`color`, `width`, ... are style props here). */
const forwardDomProps = { shouldForwardProp: (prop: string) => isPropValid(prop) && !boxStyles.propNames?.includes(prop) };

export const Box = styled('div', forwardDomProps)<BoxProps>({ boxSizing: 'border-box', minWidth: 0 }, boxStyles);

export const Flex = styled(Box)<BoxProps>({ display: 'flex' });

export const Stack = styled(Box)<BoxProps>({ display: 'flex', flexDirection: 'column' });

export const Text = styled('span', forwardDomProps)<BoxProps>(boxStyles);

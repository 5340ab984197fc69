import { style } from '@vanilla-extract/css';
import { mediumUp, vars } from '../../styles/theme.css';

export const formCard = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  '@media': { [mediumUp]: { padding: vars.space.xl } },
});

/** One column on a phone, three from medium width up: the fields of a form. */
export const fieldGrid = style({
  display: 'grid',
  // minmax(0, …): a select with a long option never widens the form past a phone's screen.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [mediumUp]: { gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const note = style({ color: vars.color.muted, fontSize: vars.font.sizeSm, margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const formAlert = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.font.sizeSm,
});

export const statePanel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});

export const sectionTitle = style({ fontSize: vars.font.sizeLg, margin: 0 });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, border: 0, padding: 0, margin: 0, minWidth: 0 });

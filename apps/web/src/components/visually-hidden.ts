// Hides text from sight but not from screen readers (labels of icon-only controls and columns).
// Used in MUI `sx`, where a bare 1 means 100 %: sizes are written in px.
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: -1,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

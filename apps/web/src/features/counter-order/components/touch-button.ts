// The counter screens' big buttons (52 px high: a tap with a gloved finger), in a module of its own so
// that a button outside the counter dialogs (the order detail's barcode) does not load them.
export const touchButton = { minHeight: 52, px: 3, fontSize: '1.05rem', fontWeight: 700 } as const;

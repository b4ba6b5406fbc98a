// What the Ninth Age's home part (index.js) and its screens (loaded later) share: the
// attribute naming each Unit's card.
export const CARD = "data-unit";

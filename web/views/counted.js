// A count with its noun as a player says it: "1 Stand", "3 Stands", "1 Health Point".
// The noun agrees with the number shown, wherever a count of Stands or models is drawn.
export const counted = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

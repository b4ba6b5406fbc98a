// A message with nodes in it (a player's name isolated, a word styled on its own): the
// message is said with a mark for each node's argument, then cut at the marks, so the
// language orders the words and the page still draws each node as itself.
const MARKS = ["\u0001", "\u0002", "\u0003", "\u0004", "\u0005", "\u0006"];

// ``say(marks)``: the message said with ``marks`` (one a node, in ``nodes``' order) as
// the nodes' arguments. Returns the text and nodes, in the message's order.
export function withNodes(say, nodes) {
  const marks = MARKS.slice(0, nodes.length);
  const text = say(marks);
  const parts = [];
  let at = 0;
  for (let i = 0; i < text.length; i += 1) {
    const n = marks.indexOf(text[i]);
    if (n < 0) continue;
    if (i > at) parts.push(text.slice(at, i));
    parts.push(nodes[n]);
    at = i + 1;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

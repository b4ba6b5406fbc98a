// The keypad's digit entry alone, with no page: node --test tests/js/
import assert from "node:assert/strict";
import { test } from "node:test";

import { keysFor, nextEmpty, press, problem, start, typed, usable, valueOf } from "../../web/views/keypad_logic.js";

const keys = (state, list, limits) => list.reduce((s, k) => press(s, k, limits), state);

test("the first digit replaces the value shown: a fresh 1 and a 2 give 2, not 12", () => {
  const result = valueOf(keys(start(1), [2], { min: 1 }));
  const expected = 2;
  assert.equal(result, expected);
});

test("the digits after the first go on its end", () => {
  const result = valueOf(keys(start(0), [1, 2]));
  const expected = 12;
  assert.equal(result, expected);
});

test("every value 0 to 12 from a fresh field, each after C", () => {
  for (let v = 0; v <= 12; v += 1) {
    const digits = String(v).split("").map(Number);
    const result = [valueOf(keys(start(1), digits)), valueOf(keys(start(7), ["clear", ...digits]))];
    const expected = [v, v];
    assert.deepEqual(result, expected, `value ${v}`);
  }
});

test("delete takes the last digit off and can leave the field empty", () => {
  const once = keys(start(0), [1, 2, "back"]);
  const empty = keys(start(1), ["back"]);
  const result = [once.text, empty.text, valueOf(empty)];
  const expected = ["1", "", null];
  assert.deepEqual(result, expected);
});

test("C empties the field, whatever the least allowed", () => {
  const result = keys(start(3), ["clear"], { min: 1 }).text;
  const expected = "";
  assert.equal(result, expected);
});

test("an empty field says to enter a number and gives nothing to act on", () => {
  const empty = keys(start(4), ["clear"]);
  const result = [problem(empty), usable(empty)];
  const expected = ["Enter a number", null];
  assert.deepEqual(result, expected);
});

test("a number out of range is kept as typed, with the reason", () => {
  const limits = { min: 1, max: 7 };
  const over = keys(start(1), [1, 2], limits);
  const under = keys(start(1), [0], limits);
  const result = [over.text, problem(over, limits), usable(over, limits), under.text, problem(under, limits)];
  const expected = ["12", "At most 7", null, "0", "At least 1"];
  assert.deepEqual(result, expected);
});

test("− and + step the number within its range, and from empty start at 0", () => {
  const limits = { min: 1, max: 7 };
  const result = [
    valueOf(keys(start(3), ["plus"], limits)),
    valueOf(keys(start(3), ["minus", "minus", "minus"], limits)),
    valueOf(keys(start(3), ["clear", "plus"], limits)),
    valueOf(keys(start(3), ["clear", "minus"], limits)),
    valueOf(keys(start(0), ["clear", "plus"])),
    valueOf(keys(start(0), [1, 2, "plus"], limits)),
  ];
  const expected = [4, 1, 1, 1, 1, 7];
  assert.deepEqual(result, expected);
});

test("after a step the next digit replaces the stepped value", () => {
  const result = valueOf(keys(start(0), ["plus", "plus", 5]));
  const expected = 5;
  assert.equal(result, expected);
});

test("a negative modifier: − then digits keep the sign", () => {
  const limits = { min: -12, max: 12 };
  const result = [
    valueOf(keys(start(0), ["minus", 3], limits)),
    valueOf(keys(start(0), ["minus", 1, 2], limits)),
    valueOf(keys(start(-2), [1, 0], limits)),
    keys(start(0), ["minus", 3, "back"], limits).text,
    valueOf(keys(start(0), ["minus", 0], limits)),
  ];
  const expected = [-3, -12, -10, "", 0];
  assert.deepEqual(result, expected);
});

test("a leading 0 is replaced by the next digit", () => {
  const result = keys(start(5), [0, 7]).text;
  const expected = "7";
  assert.equal(result, expected);
});

test("typed on a keyboard: taken as typed, the next key appends", () => {
  const result = valueOf(press(typed(" 4 "), 2));
  const expected = 42;
  assert.equal(result, expected);
});

test("a key the pad does not have is an error naming it", () => {
  assert.throws(() => press(start(0), "x"), /no key "x"/);
});

test("a die's keypad shows only its faces: a D3 has no 0 and no 4-9", () => {
  const result = [keysFor([1, 2, 3]), keysFor([2, 3, 4]), keysFor()];
  const expected = [[1, 2, 3], [2, 3, 4], [1, 2, 3, 4, 5, 6, 7, 8, 9, "clear", 0, "back"]];
  assert.deepEqual(result, expected);
});

test("a face key is the whole value: 2 then 3 on a D3 is 3, never 23", () => {
  const d3 = { min: 1, max: 3, faces: [1, 2, 3] };
  const result = [valueOf(keys(start(1), [2], d3)), valueOf(keys(start(1), [2, 3], d3))];
  const expected = [2, 3];
  assert.deepEqual(result, expected);
});

test("Next goes to the next empty number in the order shown, passing the filled ones", () => {
  // Wounds and Resolve of three rows: the first row done, the second's Wounds done.
  const texts = ["4", "3", "5", "", "", ""];
  const result = [nextEmpty(texts, 1), nextEmpty(texts, 3), nextEmpty(texts, 4), nextEmpty(texts, -1)];
  const expected = [3, 4, 5, 3];
  assert.deepEqual(result, expected);
});

test("Next wraps back to the first empty number, and stays on the only empty one", () => {
  const result = [nextEmpty(["", "3", "", "2"], 2), nextEmpty(["", "3", "", "2"], 3),
    nextEmpty(["4", "", "5"], 1)];
  const expected = [0, 0, 1];
  assert.deepEqual(result, expected);
});

test("every number is entered only when no number is empty", () => {
  const result = [nextEmpty(["4", "3"], 0), nextEmpty(["4", "3"], -1), nextEmpty([], -1), nextEmpty(["4", ""], 1)];
  const expected = [-1, -1, -1, 1];
  assert.deepEqual(result, expected);
});

// The pseudo-locale, for the tests only (never offered to players): the English words
// accented and about 40% longer, each message bracketed, so a test sees at once any word
// left in plain English, clipped, or overflowing its box.
const ACCENTED = {
  a: "å", b: "ƀ", c: "ç", d: "ð", e: "é", f: "ƒ", g: "ĝ", h: "ĥ", i: "î", j: "ĵ", k: "ķ",
  l: "ļ", m: "ɱ", n: "ñ", o: "ö", p: "þ", q: "ǫ", r: "ŕ", s: "š", t: "ţ", u: "û", v: "ṽ",
  w: "ŵ", x: "ẋ", y: "ý", z: "ž",
  A: "Å", B: "Ɓ", C: "Ç", D: "Ð", E: "É", F: "Ƒ", G: "Ĝ", H: "Ĥ", I: "Î", J: "Ĵ", K: "Ķ",
  L: "Ļ", M: "Ṁ", N: "Ñ", O: "Ö", P: "Þ", Q: "Ǫ", R: "Ŕ", S: "Š", T: "Ţ", U: "Û", V: "Ṽ",
  W: "Ŵ", X: "Ẋ", Y: "Ý", Z: "Ž",
};
const VOWELS = new Set("aeiouyAEIOUY");

// Fluent's transform: applied to a message's own text, never to its arguments (a name a
// player typed stays as typed). Every vowel is written twice: English text is about 40%
// vowels, so the words grow by about as much as German or Polish ones do.
export function pseudoText(text) {
  let out = "";
  for (const ch of text) {
    const accented = ACCENTED[ch] || ch;
    out += VOWELS.has(ch) ? accented + accented : accented;
  }
  return out;
}

// A whole message, bracketed: a clipped one shows without its closing bracket.
export const bracketed = (text) => `[${text}]`;

// Package textshrink shrinks a failing input of any problem without
// knowing its format, for stress on a folder problem (a Kattis or
// BAPCtools problem whose validators and solutions are programs): the
// problem's Shrink is Candidates, and the stress engine keeps, of them,
// the first the input validators accept and on which the target still
// fails the same way, then asks again.
//
// What a setter sees: a counterexample found on a large random case comes
// back small. Lines go first (halves, quarters, … single lines), then
// tokens within lines, then every integer moves toward 0 (to 0, halved,
// one step), its sign kept. When the first line counts what follows (the
// lines after it, its tokens, or the second line's tokens), the count
// follows every removal, so "5\n-3 -1 -4 -1 -5\n" can become "1\n-1\n",
// the one-number case of a solution that forgets all-negative arrays.
// Several test cases of the same number of lines each ("T", then T cases
// "N\nA1 … AN") lose whole cases first, and each case's own count
// follows the removals within it. Non-integer tokens (words, decimals,
// "007") are only removed, never changed. A count elsewhere (on the
// second line, of cases of varying length) is not followed: such inputs
// shrink only by the removals that keep them valid, which are fewer.
//
// Args serves generators: when stress draws inputs with
// --generator "gen.py {seed} 10 -5 5", it can try "{seed} 1 -1 1",
// "{seed} 2 -2 2" and "{seed} 5 -5 5" first, so the first counterexample
// is small already.
//
// Deterministic: the same input gives the same candidates in the same
// order. Every candidate is smaller than its input in the order (bytes,
// then the sum of the integers' absolute values), so shrinking ends.
package textshrink

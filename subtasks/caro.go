package subtasks

// Caro is the subtask table of the Caro problem (CARO.md): scores are per
// test, weighted by subtask. K ≤ min(N², 300000) is checked by the
// validator itself, since it is not a plain upper bound.
var Caro = Table{
	{ID: 1, Weight: 30, Note: "N ≤ 15", Limits: []Limit{{"N", 15}, {"K", 225}}},
	{ID: 2, Weight: 30, Note: "N ≤ 300", Limits: []Limit{{"N", 300}, {"K", 90000}}},
	{ID: 3, Weight: 40, Note: "N ≤ 5000, K ≤ 300000", Limits: []Limit{{"N", 5000}, {"K", 300000}}},
}

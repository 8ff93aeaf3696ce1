package caro

import "carokit/subtasks"

// Subtasks is the subtask table of the Caro problem (CARO.md): scores are per
// test, weighted by subtask. K ≤ min(N², 300000) is checked by the
// validator itself, since it is not a plain upper bound.
var Subtasks = subtasks.Table{
	{ID: 1, Weight: 30, Note: "N ≤ 15", Limits: []subtasks.Limit{{Name: "N", Max: 15}, {Name: "K", Max: 225}}},
	{ID: 2, Weight: 30, Note: "N ≤ 300", Limits: []subtasks.Limit{{Name: "N", Max: 300}, {Name: "K", Max: 90000}}},
	{ID: 3, Weight: 40, Note: "N ≤ 5000, K ≤ 300000", Limits: []subtasks.Limit{{Name: "N", Max: 5000}, {Name: "K", Max: 300000}}},
}

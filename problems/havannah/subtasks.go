package havannah

import "carokit/subtasks"

// Subtasks is HAVANNAH.md's table. A file belongs to a subtask when every
// case fits it: its values are T and the largest S and M of its cases.
var Subtasks = subtasks.Table{
	{ID: 1, Weight: 40, Note: "small: T ≤ 200, S ≤ 50, M ≤ 100", Limits: []subtasks.Limit{{Name: "T", Max: 200}, {Name: "S", Max: 50}, {Name: "M", Max: 100}}},
	{ID: 2, Weight: 60, Note: "large: T ≤ 20, S ≤ 3000, M ≤ 10000", Limits: []subtasks.Limit{{Name: "T", Max: 20}, {Name: "S", Max: 3000}, {Name: "M", Max: 10000}}},
}

package app

import (
	"strings"
	"testing"
)

// TestShowCase: --case picks a case of a multi-case file (Havannah), and
// is refused where files hold one case.
func TestShowCase(t *testing.T) {
	const sample = "../problems/havannah/sample.in"
	cases := []struct {
		name string
		args []string
		code int
		want string // in stdout when code is 0
	}{
		// Without --case, the first case is drawn.
		{"first by default", []string{"--problem", "havannah", "show", sample}, 0, "case 1 of 7: S = 2, 4 moves, bridge in move 2"},
		// The sample's fourth case is the ring around an empty cell.
		{"ring case", []string{"--problem", "havannah", "show", "--case", "4", sample}, 0, "case 4 of 7: S = 3, 6 moves, ring in move 6"},
		// --at still picks the move inside the chosen case.
		{"case and move", []string{"--problem", "havannah", "show", "--case", "6", "--at", "3", sample}, 0, "after move 3"},
		// A case past T is a real failure naming the file's T.
		{"no such case", []string{"--problem", "havannah", "show", "--case", "8", sample}, 1, ""},
		// Caro files hold one case: --case is a usage error there.
		{"caro refuses", []string{"show", "--case", "1", "testdata/sample.in"}, 2, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := run(t, "", tc.args...)
			if code != tc.code || !strings.Contains(out, tc.want) {
				t.Errorf("exit %d, want %d; stdout %q wants %q; stderr %s", code, tc.code, out, tc.want, errOut)
			}
		})
	}
}

package textshrink

import (
	"slices"
	"testing"
)

func TestArgs(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want [][]string
	}{
		{
			// The generator: N and the range shrink together, the
			// seed placeholder stays.
			name: "issue example",
			args: []string{"{seed}", "10", "-5", "5"},
			want: [][]string{{"{seed}", "1", "-1", "1"}, {"{seed}", "2", "-2", "2"}, {"{seed}", "5", "-5", "5"}},
		},
		{
			// A value already below a cap keeps its value; 0 stays 0; a
			// flag name and a file are left alone.
			name: "mixed",
			args: []string{"--n", "3", "--lo", "0", "data.txt", "30"},
			want: [][]string{
				{"--n", "1", "--lo", "0", "data.txt", "1"},
				{"--n", "2", "--lo", "0", "data.txt", "2"},
				{"--n", "3", "--lo", "0", "data.txt", "5"},
				{"--n", "3", "--lo", "0", "data.txt", "10"},
				{"--n", "3", "--lo", "0", "data.txt", "20"},
			},
		},
		{
			// Integers beyond int64, capped like the others.
			name: "huge",
			args: []string{"-100000000000000000000"},
			want: func() [][]string {
				var w [][]string
				for _, m := range []string{"1", "2", "5"} {
					for _, z := range []string{"", "0", "00", "000", "0000", "00000", "000000", "0000000", "00000000", "000000000", "0000000000",
						"00000000000", "000000000000", "0000000000000", "00000000000000", "000000000000000", "0000000000000000",
						"00000000000000000", "000000000000000000", "0000000000000000000"} {
						w = append(w, []string{"-" + m + z})
					}
				}
				slices.SortStableFunc(w, func(a, b []string) int { return len(a[0]) - len(b[0]) })
				return w
			}(),
		},
		// Nothing to shrink: no integer, or none above 1.
		{name: "no integer", args: []string{"{seed}", "x", "007", "1.5"}, want: nil},
		{name: "ones", args: []string{"1", "-1", "0"}, want: nil},
		{name: "empty", args: nil, want: nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := Args(tc.args)
			if !slices.EqualFunc(got, tc.want, slices.Equal) {
				t.Errorf("Args(%q) =\n %q\nwant\n %q", tc.args, got, tc.want)
			}
		})
	}
}

package problem

import "testing"

func TestRunIO(t *testing.T) {
	files := &Spec{Name: "joc7", IO: IO{Input: "joc7.in", Output: "joc7.out"}}
	plain := &Spec{Name: "caro"}
	cases := []struct {
		name string
		spec *Spec
		mode string
		want IO
		err  bool
		why  string
	}{
		{"declared files", files, "", files.IO, false, "the default is the problem's own I/O"},
		{"stdio override", files, "stdio", IO{}, false, "a setter may judge a file problem on standard streams"},
		{"file on a stdio problem", plain, "file", IO{Input: "caro.in", Output: "caro.out"}, false, "NAME.in and NAME.out when none are declared"},
		{"unknown mode", plain, "pipe", IO{}, true, "a usage error, not a silent default"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := tc.spec.RunIO(tc.mode)
			if got != tc.want || (err != nil) != tc.err || (err != nil && !IsParamError(err)) {
				t.Errorf("%s: got %+v, %v", tc.why, got, err)
			}
		})
	}
	for _, bad := range []IO{{Input: "a/b", Output: "c"}, {Input: "..", Output: "c"}, {Input: "x", Output: "x"}, {Output: "only.out"}} {
		if bad.Validate() == nil {
			t.Errorf("%+v accepted: a folder, a dot name, one file for both or a missing name", bad)
		}
	}
	if (IO{}).Validate() != nil || files.IO.Validate() != nil {
		t.Error("standard streams and two plain names are valid")
	}
}

// Package problems is the registry of the problems carokit knows, by the
// name the global --problem flag takes. Adding a problem is one line here
// and one folder beside this file.
package problems

import (
	"fmt"
	"slices"
	"strings"

	"carokit/problem"
	"carokit/problems/caro"
	"carokit/problems/duiyi"
	"carokit/problems/havannah"
	"carokit/problems/joc7"
)

var registry = map[string]func() problem.Problem{
	"caro":     func() problem.Problem { return caro.New() },
	"duiyi":    func() problem.Problem { return duiyi.New() },
	"havannah": func() problem.Problem { return havannah.New() },
	"joc7":     func() problem.Problem { return joc7.New() },
}

// Lookup returns the problem with the given name.
func Lookup(name string) (problem.Problem, error) {
	mk, ok := registry[name]
	if !ok {
		return nil, &problem.ParamError{Msg: fmt.Sprintf("unknown problem %q (known: %s)", name, strings.Join(Names(), ", "))}
	}
	return mk(), nil
}

// Names lists the known problems in order.
func Names() []string {
	var names []string
	for n := range registry {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

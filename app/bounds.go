package app

import (
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"carokit/subtasks"
)

// stressBounds reads the size bounds of a stress run: a subtask's limits
// (--subtask, default the smallest), or explicit bounds by the names of
// the problem's subtask values (--bound N=15 --bound K=225; --max-n and
// --max-k are aliases of N and K). An explicit bound must lie between 1
// and the largest value any subtask allows for that name.
func stressBounds(c *cli.Context, table subtasks.Table) (subtasks.Values, error) {
	raw := c.StringSlice("bound")
	if c.IsSet("max-n") {
		raw = append(raw, "N="+strconv.Itoa(c.Int("max-n")))
	}
	if c.IsSet("max-k") {
		raw = append(raw, "K="+strconv.Itoa(c.Int("max-k")))
	}
	if len(raw) == 0 {
		return subtaskBounds(c, table)
	}
	if c.IsSet("subtask") {
		return nil, usagef("give --subtask or --bound (--max-n, --max-k), not both")
	}
	limits := largestLimits(table)
	b := subtasks.Values{}
	for _, r := range raw {
		name, val, ok := strings.Cut(r, "=")
		most, known := limits[name]
		if !ok || !known {
			return nil, usagef("--bound %q: want NAME=MAX with NAME one of %s", r, strings.Join(sortedKeys(limits), ", "))
		}
		v, err := strconv.ParseInt(val, 10, 64)
		if err != nil || v < 1 || v > most {
			return nil, usagef("--bound %s=%s: want a whole number from 1 to %d (the problem's largest %s)", name, val, most, name)
		}
		if _, dup := b[name]; dup {
			return nil, usagef("--bound %s given twice", name)
		}
		b[name] = v
	}
	return b, nil
}

// subtaskBounds are the limits of --subtask, or of the first subtask.
func subtaskBounds(c *cli.Context, table subtasks.Table) (subtasks.Values, error) {
	id := table[0].ID
	if c.IsSet("subtask") {
		id = c.Int("subtask")
	}
	s, err := table.Get(id)
	if err != nil {
		return nil, usageError{err}
	}
	b := subtasks.Values{}
	for _, l := range s.Limits {
		b[l.Name] = l.Max
	}
	return b, nil
}

// largestLimits is, for each value a subtask limits, the largest maximum
// over the table: the problem's own limit on it.
func largestLimits(table subtasks.Table) map[string]int64 {
	m := map[string]int64{}
	for _, s := range table {
		for _, l := range s.Limits {
			m[l.Name] = max(m[l.Name], l.Max)
		}
	}
	return m
}

// Runs the problem's validator (Kattis convention: exit 42 valid, 43
// invalid) under testlib's convention, which Polygon uses: exit 0 for a
// valid input, 3 (FAIL) otherwise. Polygon passes "--group G", our
// groups are the subtasks, so it becomes "--subtask G", except for the
// samples' group ("samples"), which checks the input alone. The validator's
// own source follows, its main renamed; a rejection leaves through
// std::exit, which the atexit handler turns into 3.
#include <cstdlib>
#include <cstring>
#include <vector>

static bool carokitReturned = false;

static void carokitOnExit() {
    if (!carokitReturned) std::_Exit(3);
}

#define main carokitValidatorMain

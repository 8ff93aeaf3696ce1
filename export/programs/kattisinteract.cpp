// Runs the problem's interactor, written as a Kattis one
//   interactor input answer feedback_dir/ <> the submission
//   (exit 42 accepted, 43 not; judgemessage.txt in feedback_dir)
// as a testlib interactor, the protocol Polygon and DMOJ's interactive
// grader of type testlib (dmoj/graders/bridged.py, dmoj/contrib/
// testlib.py) start it with:
//   interactor input output [answer] <> the submission
// exit 0 accepted, 1 wrong answer, 3 the interactor's own failure, the
// message on standard error (standard output is the submission's).
// DMOJ passes /dev/null as the output file and Polygon gives it to the
// checker afterwards: the interactor writes nothing there. Without an
// answer file (testlib's is optional) the Kattis interactor reads an
// empty one.
// It creates no file and no folder (DMOJ kills a program calling mkdir
// or unlink): the feedback folder is the working folder; where it is
// writable (Polygon) the judge message is copied to standard error and
// removed, where it is not (DMOJ) only the message is lost, never the
// verdict. The exit status, however the interactor leaves, reaches
// carokitFinish through glibc's on_exit, registered before the
// interactor's own static objects, so their destructors have run and
// its last answer to the submission is flushed.
#include <cstdio>
#include <cstdlib>
#include <stdlib.h>
#include <string>
#include <type_traits>

#ifndef __GLIBC__
#error "carokit's interactor wrapper needs glibc's on_exit (every Linux judge has it)"
#endif

static const char carokitMessageFile[] = "judgemessage.txt";

// carokitFinish maps the Kattis exit status to testlib's and says why
// on standard error, as testlib does.
static void carokitFinish(int status, void*) {
    std::fflush(nullptr);
    int verdict = status == 42 ? 0 : status == 43 ? 1 : 3;
    std::string text;
    if (FILE* f = std::fopen(carokitMessageFile, "r")) {
        char buf[4096];
        size_t n;
        while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) text.append(buf, n);
        std::fclose(f);
        std::remove(carokitMessageFile);
    }
    const char* name = verdict == 0 ? "ok " : verdict == 1 ? "wrong answer " : "FAIL ";
    if (verdict == 3) text = "the interactor exited " + std::to_string(status) + " " + text;
    std::fprintf(stderr, "%s%s\n", name, text.c_str());
    std::fflush(nullptr);
    std::_Exit(verdict);
}

// Registered at static initialization, before the interactor's globals.
static const int carokitRegistered = on_exit(carokitFinish, nullptr);

#define main carokitInteractorMain

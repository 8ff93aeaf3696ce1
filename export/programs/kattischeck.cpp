// Runs the problem's checker, written as a Kattis output validator
//   checker input answer feedback_dir < output   (exit 42 accepted, 43 not)
// under another judge's checker protocol, CAROKIT_PROTOCOL (defined
// before this file by the export):
//   CAROKIT_TESTLIB: Polygon's, and DMOJ's and VNOJ's bridged checker of
//     type testlib: "check input output answer", exit 0 accepted, 1 wrong
//     answer, 3 failure; the message on standard error (testlib's) and
//     standard output (what DMOJ shows).
//   CAROKIT_CMS: a CMS comparator: "checker input answer output", the
//     score 1.0 or 0.0 on standard output, the message on standard error,
//     exit 0 (1 when the checker itself fails); also when compiled with
//     -DCMS, as CMS's Polygon loader compiles a Polygon checker.
// It creates no file and no folder, which judges' sandboxes forbid (DMOJ
// kills a checker calling mkdir): the feedback folder is the working
// folder. Where that folder is writable (Polygon, CMS) the judge message
// is copied out and removed; where it is not (DMOJ), the validator's
// write fails and only the message is lost, never the verdict.
// The exit status, however the validator leaves (returning from main,
// exit, std::exit), reaches carokitFinish through glibc's on_exit,
// registered before the validator's own static objects, so their
// destructors (a global ofstream) have run by then; no macro touches the
// validator's source but the renaming of its main.
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <stdlib.h>
#include <string>
#include <type_traits>

#define CAROKIT_TESTLIB 1
#define CAROKIT_CMS 2
#ifndef CAROKIT_PROTOCOL
#define CAROKIT_PROTOCOL CAROKIT_TESTLIB
#endif
// CMS's Polygon loader (cmscontrib/loaders/polygon.py) compiles
// files/check.cpp with -DCMS and runs it as a CMS comparator.
#ifdef CMS
#undef CAROKIT_PROTOCOL
#define CAROKIT_PROTOCOL CAROKIT_CMS
#endif
#ifndef __GLIBC__
#error "carokit's checker wrapper needs glibc's on_exit (every Linux judge has it)"
#endif

static const char carokitMessage[] = "judgemessage.txt";

// carokitReadMessage returns the validator's judge message, if it could
// write one, and removes the file (only when it exists: DMOJ kills a
// checker that calls unlink).
static std::string carokitReadMessage() {
    std::string text;
    FILE* f = std::fopen(carokitMessage, "r");
    if (!f) return text;
    char buf[4096];
    size_t n;
    while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) text.append(buf, n);
    std::fclose(f);
    std::remove(carokitMessage);
    return text;
}

static void carokitFinish(int status, void*) {
    std::cout.flush();
    std::cerr.flush();
    std::fflush(nullptr);
    int verdict = status == 42 ? 0 : status == 43 ? 1 : 3;
    std::string text = carokitReadMessage();
#if CAROKIT_PROTOCOL == CAROKIT_CMS
    // CMS shows the first line of standard error; without a message its
    // own translated words say the verdict.
    if (verdict == 3) {
        std::fprintf(stderr, "checker failed (exit %d) %s\n", status, text.c_str());
        std::fflush(nullptr);
        std::_Exit(1);
    }
    if (text.empty()) text = verdict == 0 ? "translate:success\n" : "translate:wrong\n";
    std::fputs(text.c_str(), stderr);
    std::fputs(verdict == 0 ? "1.0\n" : "0.0\n", stdout);
    std::fflush(nullptr);
    std::_Exit(0);
#else
    // testlib writes its message to standard error; DMOJ shows standard
    // output: the message goes to both.
    if (text.empty()) text = verdict == 0 ? "ok\n" : verdict == 1 ? "wrong answer\n" : "checker failed\n";
    std::fputs(text.c_str(), stderr);
    std::fputs(text.c_str(), stdout);
#endif
    std::fflush(nullptr);
    std::_Exit(verdict);
}

// Registered at static initialization, before the validator's globals.
static const int carokitRegistered = on_exit(carokitFinish, nullptr);

#define main carokitCheckerMain

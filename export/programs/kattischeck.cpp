// Runs the problem's checker, written as a Kattis output validator
//   checker input answer feedback_dir < output   (exit 42 accepted, 43 not)
// as a testlib checker, which Polygon runs as
//   check input output answer                   (exit 0 ok, 1 wrong answer, 3 fail)
// The checker's own source follows with its main renamed and its exit()
// calls routed here, so that its verdict, however it leaves, becomes
// testlib's; its judge message goes to standard error, as testlib's does.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <unistd.h>

static char carokitFeedback[] = "/tmp/carokit-feedback-XXXXXX";

[[noreturn]] static void carokitExit(int code) {
    std::fflush(nullptr);
    std::string msg = std::string(carokitFeedback) + "/judgemessage.txt";
    if (FILE* f = std::fopen(msg.c_str(), "r")) {
        char buf[4096];
        size_t n;
        while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) std::fwrite(buf, 1, n, stderr);
        std::fclose(f);
        std::remove(msg.c_str());
    }
    rmdir(carokitFeedback);
    std::_Exit(code == 42 ? 0 : code == 43 ? 1 : 3);
}

#define exit carokitExit
#define main carokitCheckerMain

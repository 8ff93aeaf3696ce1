// The checker of an interactive problem exported to Polygon: Polygon runs
// a problem's checker (check input output answer, testlib's exit codes)
// only after its interactor accepted, the interactor's own verdict
// standing otherwise, and carokit's interactor decides alone, writing
// nothing to the output file: this checker accepts.
#include <cstdio>

int main(int argc, char** argv) {
    if (argc < 4) {
        std::fprintf(stderr, "FAIL usage: %s input output answer\n", argv[0]);
        return 3;
    }
    std::fprintf(stderr, "ok the interactor accepted\n");
    return 0;
}
